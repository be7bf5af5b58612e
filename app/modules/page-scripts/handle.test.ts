import { describe, expect, it } from "vitest";
import {
  islandPage,
  OWNER_PREVIEW_PAGE,
  pagePolicy,
  PRIVATE_PAGE,
  publicPage,
  STATIC_PAGE,
  staticPage,
  STORED_FILE,
  type PageHandle,
} from "./handle";

const ADMIN_AREA: PageHandle = { audience: "private", hydrate: "at-once" };

describe("pagePolicy", () => {
  it("treats a page that declares nothing as personal, hydrated after its first paint", () => {
    expect(pagePolicy([undefined, undefined])).toEqual({
      audience: "personal",
      query: new Set(),
      thirdPartyScripts: new Set(),
      hydrate: "after-first-paint",
      scripts: [],
      sameOriginFrames: false,
      budget: "every-render",
      layout: "site",
    });
    expect(pagePolicy([]).audience).toBe("personal");
  });

  it("lets only the page's own route allow frames of this site (the owner's device previews)", () => {
    expect(pagePolicy([ADMIN_AREA, OWNER_PREVIEW_PAGE]).sameOriginFrames).toBe(true);
    expect(pagePolicy([OWNER_PREVIEW_PAGE, PRIVATE_PAGE]).sameOriginFrames).toBe(false);
  });

  it("charges every render of a page no cache keeps, unless its own route streams stored files", () => {
    expect(pagePolicy([undefined, STORED_FILE]).budget).toBe("not-found");
    expect(pagePolicy([STORED_FILE, undefined]).budget).toBe("every-render");
  });

  it("frames a page with the site's header and footer unless the page itself is focused", () => {
    expect(pagePolicy([undefined, ADMIN_AREA, { layout: "focused" }]).layout).toBe("focused");
    expect(pagePolicy([undefined, { layout: "focused" }, ADMIN_AREA]).layout).toBe("site");
  });

  it("makes a page public only when its own route says so", () => {
    expect(pagePolicy([undefined, STATIC_PAGE]).audience).toBe("public");
    expect(pagePolicy([publicPage(), undefined]).audience).toBe("personal");
  });

  it("lets any matched route make a page more private, never less", () => {
    expect(pagePolicy([ADMIN_AREA, publicPage()]).audience).toBe("private");
    expect(pagePolicy([undefined, ADMIN_AREA, undefined]).audience).toBe("private");
    expect(pagePolicy([PRIVATE_PAGE, { audience: "personal" }]).audience).toBe("private");
  });

  it("reads the query parameters and third-party scripts of every matched route", () => {
    const policy = pagePolicy([
      { query: ["tab"] },
      staticPage({ query: ["page"], thirdPartyScripts: ["tweet-widget"] }),
    ]);
    expect(policy.query).toEqual(new Set(["tab", "page"]));
    expect(policy.thirdPartyScripts).toEqual(new Set(["tweet-widget"]));
  });

  it("lets the deepest route that says decide when React loads, a layout setting it for its pages", () => {
    expect(pagePolicy([ADMIN_AREA, undefined]).hydrate).toBe("at-once");
    expect(pagePolicy([ADMIN_AREA, { hydrate: "after-first-paint" }]).hydrate).toBe("after-first-paint");
    expect(pagePolicy([undefined, STATIC_PAGE]).hydrate).toBe("never");
  });

  it("never strips React from a page because its layout has none", () => {
    expect(pagePolicy([STATIC_PAGE, undefined]).hydrate).toBe("after-first-paint");
    expect(pagePolicy([ADMIN_AREA, STATIC_PAGE, undefined]).hydrate).toBe("at-once");
  });
});

describe("islandPage", () => {
  it("does not hydrate the page, and loads its islands' scripts", () => {
    const policy = pagePolicy([undefined, islandPage({ scripts: ["catalog"], query: ["search"] })]);
    expect(policy).toMatchObject({ audience: "public", hydrate: "never", scripts: ["catalog"] });
    expect(policy.query).toEqual(new Set(["search"]));
  });

  it("loads no other script for a plain static page, nor for a layout's islands", () => {
    expect(pagePolicy([STATIC_PAGE]).scripts).toEqual([]);
    expect(pagePolicy([islandPage({ scripts: ["catalog"] }), STATIC_PAGE]).scripts).toEqual([]);
  });
});
