import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/browser";
import { expectValidUrlSet } from "../support/sitemap-schema";

const get = (path: string) => fetch(`${baseUrl()}${path}`);

/** The JSON-LD objects in a page's HTML. */
async function jsonLd(path: string): Promise<Record<string, unknown>[]> {
  const html = await (await get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
const types = async (path: string) => (await jsonLd(path)).map((item) => item["@type"]);

describe("sitemap.xml and robots.txt", () => {
  it("serves the sitemap as XML, valid against the sitemaps.org rules, listing every public page", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const urlset = expectValidUrlSet(await response.text());
    const paths = urlset.children.map((url) => new URL(url.children[0]!.text).pathname);
    for (const path of [
      "/",
      "/catalog",
      "/tools",
      "/tools/workshop-builder",
      "/categories/network",
      "/series/baton-basics",
      "/catalog/vibe-coding",
      "/catalog/ai-fundamentals/what-generative-ai-really-is",
    ])
      expect(paths).toContain(path);
    expect(paths.filter((path) => path.startsWith("/admin") || path.startsWith("/examples"))).toEqual([]);
    for (const path of paths.slice(0, 12)) expect((await get(path)).status).toBe(200);
  });

  it("serves robots.txt pointing to the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    expect(text).toContain("Disallow: /admin");
  });
});

describe("RSS feed", () => {
  it("is advertised in every page's head and served as RSS 2.0", async () => {
    const html = await (await get("/catalog")).text();
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss.xml"/);
    const feed = await get("/rss.xml");
    expect(feed.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await feed.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<link>${baseUrl()}/catalog/`);
  });
});

describe("structured data and canonical URLs", () => {
  it("describes each page type with JSON-LD", async () => {
    expect(await types("/")).toContain("WebSite");
    expect(await types("/catalog")).toEqual(expect.arrayContaining(["BreadcrumbList", "CollectionPage"]));
    expect(await types("/catalog/ai-fundamentals")).toEqual([["Article", "LearningResource"], "BreadcrumbList"]);
    const part = await jsonLd("/catalog/ai-fundamentals/what-generative-ai-really-is");
    expect(part[0]).toMatchObject({
      "@type": ["Article", "LearningResource"],
      isPartOf: { url: `${baseUrl()}/catalog/ai-fundamentals` },
    });
    expect(await types("/series/baton-basics")).toEqual(["Course", "BreadcrumbList"]);
    expect(await types("/categories/ai-business")).toEqual(["CollectionPage", "BreadcrumbList", "FAQPage"]);
    expect(await types("/categories/network")).toEqual(["CollectionPage", "BreadcrumbList"]);
    const faq = (await jsonLd("/categories/business")).find((item) => item["@type"] === "FAQPage");
    expect((faq?.mainEntity as unknown[]).length).toBe(4);
  });

  it("gives every page a canonical URL without tracking parameters", async () => {
    for (const [path, canonical] of [
      ["/catalog/ai-fundamentals?utm_source=x", "/catalog/ai-fundamentals"],
      ["/categories/tribe", "/categories/tribe"],
      ["/catalog?ai-category=ai-building&utm_source=x", "/catalog?ai-category=ai-building"],
    ]) {
      const html = await (await get(path!)).text();
      expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${canonical}"`);
    }
  });

  it("keeps search results and example pages out of the index", async () => {
    for (const path of ["/catalog?search=ai", "/examples/style-1", "/examples/twitter-embed-test"])
      expect(await (await get(path)).text()).toContain('<meta name="robots" content="noindex, follow"');
    for (const path of ["/", "/catalog", "/catalog/vibe-coding", "/categories/offer"])
      expect(await (await get(path)).text()).not.toContain('name="robots"');
  });
});
