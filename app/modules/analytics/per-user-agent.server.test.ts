import { describe, expect, it, vi } from "vitest";
import { perUserAgent } from "./per-user-agent.server";

describe("perUserAgent", () => {
  it("works out each agent's answer once, falsy answers included", () => {
    const isBot = vi.fn((agent: string) => agent.includes("bot"));
    const remembered = perUserAgent(isBot);
    expect([remembered("Chrome"), remembered("Googlebot"), remembered("Chrome"), remembered("Googlebot")]).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(isBot).toHaveBeenCalledTimes(2);
  });

  it("starts over when full, so endless odd agents cannot grow it", () => {
    const length = vi.fn((agent: string) => agent.length);
    const remembered = perUserAgent(length, 2);
    remembered("a");
    remembered("bb");
    remembered("ccc"); // full: forgets a and bb
    remembered("a");
    expect(length.mock.calls.map(([agent]) => agent)).toEqual(["a", "bb", "ccc", "a"]);
  });
});
