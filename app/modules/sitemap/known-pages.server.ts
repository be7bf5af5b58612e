import { readSitemapContent } from "~/db/queries/sitemap.server";
import { memoPerContentVersion } from "~/modules/content-memo/content-memo.server";
import { sitemapEntries } from "./build.server";

/** The path of every page the sitemap lists, read once per content version. */
const sitemapPaths = memoPerContentVersion(
  async (db) => new Set(sitemapEntries("", await readSitemapContent(db)).map((entry) => entry.loc)),
);

/** The path of every page the sitemap lists, decoded (the owner's redirects may not hide one). */
export function publicPagePaths(context: Parameters<typeof sitemapPaths>[0]): Promise<ReadonlySet<string>> {
  return sitemapPaths(context);
}

/**
 * Whether `path` (as the router matches it) is a page the sitemap lists: a page that exists, as
 * a crawler finds it. Compared decoded, as the sitemap writes its slugs.
 */
export async function isSitemapPage(context: Parameters<typeof sitemapPaths>[0], path: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    return false;
  }
  return (await sitemapPaths(context)).has(decoded);
}
