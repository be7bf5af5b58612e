import { escapeHtml } from "~/modules/html/escape";

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The sitemaps.org limit per file; a larger site is split behind a sitemap index. */
export const MAX_URLS_PER_SITEMAP = 50_000;

export const CHANGE_FREQUENCIES = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"] as const;

/** One <url> of a sitemap: the spec's loc, lastmod, changefreq and priority. */
export interface SitemapEntry {
  loc: string;
  /** W3C datetime (ISO 8601); omitted when unknown. */
  lastmod?: string;
  changefreq: (typeof CHANGE_FREQUENCIES)[number];
  /** 0.0 to 1.0. */
  priority: number;
}

/** Sitemaps and feeds are served as real XML; crawlers fetch them rarely, so an hour of caching is fine. */
export const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export function renderUrlSet(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      "  <url>",
      `    <loc>${escapeHtml(entry.loc)}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${escapeHtml(entry.lastmod)}</lastmod>`] : []),
      `    <changefreq>${entry.changefreq}</changefreq>`,
      `    <priority>${entry.priority.toFixed(1)}</priority>`,
      "  </url>",
    ].join("\n"),
  );
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NAMESPACE}">`, ...urls, "</urlset>", ""].join("\n");
}

export function renderSitemapIndex(sitemaps: readonly { loc: string; lastmod?: string }[]): string {
  const items = sitemaps.map((sitemap) =>
    [
      "  <sitemap>",
      `    <loc>${escapeHtml(sitemap.loc)}</loc>`,
      ...(sitemap.lastmod ? [`    <lastmod>${escapeHtml(sitemap.lastmod)}</lastmod>`] : []),
      "  </sitemap>",
    ].join("\n"),
  );
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`, ...items, "</sitemapindex>", ""].join("\n");
}

/** Everything public may be crawled except the admin area; the sitemap is named for crawlers. */
export function renderRobotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}
