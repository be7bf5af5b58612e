import type { Kysely } from "kysely";
import { readSitemapContent, type SitemapContent } from "~/db/queries/sitemap.server";
import type { Database } from "~/db/schema";
import { ALL_CATEGORIES } from "~/modules/catalog/categories";
import { lastModified } from "~/modules/publishing/publication-date";
import { TOOL_DEFINITIONS } from "~/modules/tools/definitions";
import { MAX_URLS_PER_SITEMAP, renderRobotsTxt, renderSitemapIndex, renderUrlSet, type SitemapEntry } from "./xml";

export interface Sitemap {
  /** What /sitemap.xml serves: the URL set, or an index of the chunks when there are too many URLs. */
  xml: string;
  robotsTxt: string;
  entries: SitemapEntry[];
  /** The URL sets behind the index, served at /sitemaps/{n}.xml (empty when `xml` is the URL set). */
  chunks: string[];
}

/** Where chunk n (1-based) of a split sitemap is served. */
export function sitemapChunkPath(n: number): string {
  return `/sitemaps/${n}.xml`;
}

/**
 * Every public page: home, catalog, tools, categories, series, playbooks and their parts,
 * with lastmod from the content's last save or publication date, whichever is later. The admin area is left out on purpose: it is
 * noindex and disallowed in robots.txt, and listing it would only draw crawler errors.
 */
export function sitemapEntries(siteUrl: string, content: SitemapContent): SitemapEntry[] {
  const url = (path: string) => `${siteUrl}${path}`;
  const modified = (playbook: SitemapContent["playbooks"][number]) =>
    lastModified(playbook.updatedAt, playbook.publishedAt);
  const newest = content.playbooks.reduce<string | undefined>(
    (latest, playbook) =>
      latest === undefined || Date.parse(modified(playbook)) > Date.parse(latest) ? modified(playbook) : latest,
    undefined,
  );
  const categoryModified = (id: string) => {
    const updated = content.categoryUpdatedAt.get(id);
    return updated && lastModified(updated, content.categoryPublishedAt.get(id) ?? null);
  };
  return [
    { loc: url("/"), lastmod: newest, changefreq: "daily", priority: 1.0 },
    { loc: url("/catalog"), lastmod: newest, changefreq: "daily", priority: 0.9 },
    ...ALL_CATEGORIES.map((category): SitemapEntry => ({
      loc: url(`/categories/${category.id}`),
      lastmod: categoryModified(category.id),
      changefreq: "weekly",
      priority: 0.8,
    })),
    ...content.series.map((series): SitemapEntry => ({
      loc: url(`/series/${series.slug}`),
      lastmod: series.updatedAt,
      changefreq: "weekly",
      priority: 0.8,
    })),
    { loc: url("/tools"), changefreq: "monthly", priority: 0.7 },
    ...TOOL_DEFINITIONS.map((tool): SitemapEntry => ({ loc: url(tool.route), changefreq: "monthly", priority: 0.6 })),
    ...content.playbooks.flatMap((playbook): SitemapEntry[] => [
      { loc: url(`/catalog/${playbook.slug}`), lastmod: modified(playbook), changefreq: "weekly", priority: 0.7 },
      ...playbook.partSlugs.map((part): SitemapEntry => ({
        loc: url(`/catalog/${playbook.slug}/${part}`),
        lastmod: modified(playbook),
        changefreq: "monthly",
        priority: 0.6,
      })),
    ]),
  ];
}

/** The one sitemap generator: the public /sitemap.xml and the admin's generator both use it. */
export async function buildSitemap(db: Kysely<Database>, siteUrl: string): Promise<Sitemap> {
  return renderSitemap(siteUrl, sitemapEntries(siteUrl, await readSitemapContent(db)));
}

/** One URL set, or (past 50,000 URLs) an index of URL sets of at most 50,000 each. */
export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): Sitemap {
  const robotsTxt = renderRobotsTxt(siteUrl);
  if (entries.length <= MAX_URLS_PER_SITEMAP) return { xml: renderUrlSet(entries), robotsTxt, entries, chunks: [] };

  const chunks: string[] = [];
  const index: { loc: string; lastmod?: string }[] = [];
  for (let start = 0; start < entries.length; start += MAX_URLS_PER_SITEMAP) {
    const slice = entries.slice(start, start + MAX_URLS_PER_SITEMAP);
    chunks.push(renderUrlSet(slice));
    const lastmod = slice.map((entry) => entry.lastmod ?? "").reduce((a, b) => (b > a ? b : a), "");
    index.push({ loc: `${siteUrl}${sitemapChunkPath(chunks.length)}`, lastmod: lastmod || undefined });
  }
  return { xml: renderSitemapIndex(index), robotsTxt, entries, chunks };
}
