import { describe, expect, it } from "vitest";
import { expectValidUrlSet, parseXml } from "../../../tests/support/sitemap-schema";
import { renderSitemap } from "./build.server";
import { MAX_URLS_PER_SITEMAP, renderRobotsTxt, type SitemapEntry } from "./xml";

const entry = (n: number): SitemapEntry => ({
  loc: `https://example.com/catalog/p-${n}?a=1&b=<2>`,
  lastmod: `2025-01-${String((n % 28) + 1).padStart(2, "0")}T10:00:00.000Z`,
  changefreq: "weekly",
  priority: 0.7,
});

describe("sitemap XML", () => {
  it("is a valid sitemaps.org URL set with escaped locations", () => {
    const { xml } = renderSitemap("https://example.com", [entry(1), { ...entry(2), lastmod: undefined }]);
    const urlset = expectValidUrlSet(xml);
    expect(urlset.children[0]?.children[0]?.text).toBe("https://example.com/catalog/p-1?a=1&b=<2>");
    expect(xml).toContain("<loc>https://example.com/catalog/p-1?a=1&amp;b=&lt;2&gt;</loc>");
    expect(urlset.children[1]?.children.map((child) => child.name)).toEqual(["loc", "changefreq", "priority"]);
  });

  it("splits more than 50,000 URLs into files of at most 50,000 behind a sitemap index", () => {
    const entries = Array.from({ length: MAX_URLS_PER_SITEMAP + 10 }, (_, n) => entry(n));
    const sitemap = renderSitemap("https://example.com", entries);
    const index = parseXml(sitemap.xml);
    expect(index.name).toBe("sitemapindex");
    expect(index.children.map((child) => child.children[0]?.text)).toEqual([
      "https://example.com/sitemaps/1.xml",
      "https://example.com/sitemaps/2.xml",
    ]);
    expect(sitemap.chunks).toHaveLength(2);
    expect(expectValidUrlSet(sitemap.chunks[1]!).children).toHaveLength(10);
  });

  it("points robots.txt at the sitemap and keeps crawlers out of the admin area", () => {
    expect(renderRobotsTxt("https://example.com")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://example.com/sitemap.xml\n",
    );
  });
});
