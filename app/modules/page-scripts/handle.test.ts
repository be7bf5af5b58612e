import { describe, expect, it } from "vitest";
import { pageHydrates, STATIC_PAGE } from "./handle";

describe("pageHydrates", () => {
  it("hydrates pages by default, and not a page whose own route opts out", () => {
    expect(pageHydrates([{ handle: undefined }, { handle: undefined }])).toBe(true);
    expect(pageHydrates([{ handle: undefined }, { handle: STATIC_PAGE }])).toBe(false);
  });

  it("lets the deepest route decide, so a static layout cannot strip a hydrated child", () => {
    expect(pageHydrates([{ handle: STATIC_PAGE }, { handle: undefined }])).toBe(true);
    expect(pageHydrates([])).toBe(true);
  });
});
