import { describe, expect, it } from "vitest";
import { parseRule, redirectLocation, ruleMatches, ruleSource, type RedirectRule } from "./rule";

const SITE = "https://playbooks.example";
const parse = (from: string, to: string, status?: string) => parseRule({ from, to, status }, SITE);

describe("parseRule", () => {
  it("reads a path, a prefix, and a full address on this site as the same kind of path", () => {
    expect(parse("/2023/05/pricing-guide/", "/catalog/pricing")).toEqual({
      ok: true,
      rule: { from: "/2023/05/pricing-guide", match: "exact", to: "/catalog/pricing", status: 301 },
    });
    expect(parse("https://playbooks.example/blog/*", "/catalog/*", "302")).toEqual({
      ok: true,
      rule: { from: "/blog", match: "prefix", to: "/catalog/*", status: 302 },
    });
    expect(parse("/p/my post", "https://playbooks.example/catalog?search=post")).toMatchObject({
      rule: { from: "/p/my%20post", to: "/catalog?search=post" },
    });
  });

  it("takes only paths on this site as sources, and this site or https addresses as targets", () => {
    expect(parse("https://elsewhere.example/old", "/catalog")).toMatchObject({ error: /path on this site/ });
    expect(parse("blog/old", "/catalog")).toMatchObject({ error: /must start with \// });
    expect(parse("/old?id=3", "/catalog")).toMatchObject({ error: /leave out \? and #/ });
    expect(parse("/old", "http://elsewhere.example/new")).toMatchObject({ error: /must start with https:\/\// });
    expect(parse("/old", "javascript:alert(1)")).toMatchObject({ error: /path on this site .* or an https/ });
    expect(parse("/old", "//evil.example/x")).toMatchObject({ error: /path on this site .* or an https/ });
    expect(parse("/old", "https://elsewhere.example/new")).toMatchObject({ ok: true });
  });

  it("refuses a status other than 301 or 302, and a rest of the path without a prefix", () => {
    expect(parse("/old", "/catalog", "307")).toMatchObject({ error: /301 .* or 302/ });
    expect(parse("/old", "/catalog/*")).toMatchObject({ error: /ending in \/\*/ });
  });
});

describe("a rule at work", () => {
  const blog: RedirectRule = { from: "/blog", match: "prefix", to: "/catalog/*", status: 301 };
  const exact: RedirectRule = { from: "/about-us", match: "exact", to: "/catalog", status: 302 };

  it("matches its path, or every path under its prefix", () => {
    expect(ruleMatches(exact, "/about-us")).toBe(true);
    expect(ruleMatches(exact, "/about-us/team")).toBe(false);
    expect(ruleMatches(blog, "/blog")).toBe(true);
    expect(ruleMatches(blog, "/blog/pricing")).toBe(true);
    expect(ruleMatches(blog, "/blogroll")).toBe(false);
    expect(ruleSource(blog)).toBe("/blog/*");
  });

  it("passes the rest of the path on, and the visitor's query unless the target has its own", () => {
    expect(redirectLocation(blog, "/blog/pricing/tiers", "?utm_source=x")).toBe("/catalog/pricing/tiers?utm_source=x");
    expect(redirectLocation(blog, "/blog", "")).toBe("/catalog");
    expect(redirectLocation(exact, "/about-us", "?ref=1")).toBe("/catalog?ref=1");
    expect(redirectLocation({ ...exact, to: "/catalog?search=ai" }, "/about-us", "?ref=1")).toBe("/catalog?search=ai");
  });
});
