import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key";

describe("addressKey", () => {
  it("counts every address of an IPv6 /64 as one, however it is spelt", () => {
    const keys = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:fffe",
      "2001:0db8:0001:0002:0000:0000:0000:0042",
      "2001:DB8:1:2:a:b:c:d",
    ].map(addressKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("keeps IPv4 addresses whole, written directly or mapped into IPv6", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("203.0.113.8")).not.toBe(addressKey("203.0.113.7"));
  });

  it("names a missing address, and passes through what is not an address", () => {
    expect(addressKey(undefined)).toBe("unknown");
    expect(addressKey("")).toBe("unknown");
    expect(addressKey("not-an-address")).toBe("not-an-address");
  });
});
