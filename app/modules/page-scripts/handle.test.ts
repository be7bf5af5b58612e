import { describe, expect, it } from "vitest";
import { islandPage, pageHydrates, pageScriptsOf, STATIC_PAGE } from "./handle";

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

describe("islandPage", () => {
  it("does not hydrate the page, and loads its islands' scripts", () => {
    const matches = [{ handle: undefined }, { handle: islandPage("catalog") }];
    expect(pageHydrates(matches)).toBe(false);
    expect(pageScriptsOf(matches)).toEqual(["catalog"]);
  });

  it("loads no other script for a plain static page, nor for a layout's islands", () => {
    expect(pageScriptsOf([{ handle: STATIC_PAGE }])).toEqual([]);
    expect(pageScriptsOf([{ handle: islandPage("catalog") }, { handle: STATIC_PAGE }])).toEqual([]);
  });
});
