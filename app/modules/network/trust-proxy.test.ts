import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy";

describe("parseTrustProxy", () => {
  it("trusts no proxy when unset, empty, false or 0", () => {
    for (const raw of [undefined, "", " ", "false", "0"])
      expect(parseTrustProxy(raw)).toEqual({ ok: true, value: false });
  });

  it("reads a hop count", () => {
    expect(parseTrustProxy("2")).toEqual({ ok: true, value: 2 });
  });

  it("reads addresses, CIDR ranges and Express's range names", () => {
    expect(parseTrustProxy("10.0.0.5, 172.16.0.0/12,loopback, fd00::/8")).toEqual({
      ok: true,
      value: ["10.0.0.5", "172.16.0.0/12", "loopback", "fd00::/8"],
    });
  });

  it("refuses anything else, naming the entry", () => {
    for (const raw of ["true", "10.0.0.300", "10.0.0.0/33", "proxy.internal", "-1"]) {
      const parsed = parseTrustProxy(raw);
      expect(parsed.ok, raw).toBe(false);
    }
    expect(parseTrustProxy("10.0.0.1, nope")).toMatchObject({ ok: false, problem: expect.stringContaining('"nope"') });
  });
});
