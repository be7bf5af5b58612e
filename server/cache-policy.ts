import { FILTER_PARAMS } from "~/modules/catalog/filters";

/**
 * Admin screens and API answers hold private or fast-changing data, and a stored tool result, a
 * lead's resources pack or a shared draft preview is private to whoever holds its link: no cache
 * may keep any of them.
 */
export const PRIVATE_PATH = /^\/(admin|api|tools\/results|resources|preview)(\/|\.|$)/;

/**
 * Pages every visitor sees alike, whose loaders read no cookie: home, catalog, reader,
 * categories, series, examples, the tools index and the feeds. Tool pages are left out: some
 * read the visitor's cookies (quiz results, the landing builder's access).
 */
const PUBLIC_PAGE =
  /^\/(|catalog|catalog\/[^/]+|catalog\/[^/]+\/[^/]+|categories\/[^/]+|series\/[^/]+|examples\/[^/]+|tools|rss\.xml|sitemap\.xml|sitemaps\/[^/]+|robots\.txt)$/;

/**
 * The query parameters each public page's loader reads (every other page reads none): the rest
 * (utm_source, a cache buster) cannot change the page, so they are left out of its cache key.
 */
const PAGE_QUERY_PARAMS: readonly { page: RegExp; params: readonly string[] }[] = [
  { page: /^\/catalog$/, params: Object.values(FILTER_PARAMS) },
  { page: /^\/categories\/[^/]+$/, params: ["page"] },
];
/** React Router's own, on the data requests its client makes: which routes to answer for. */
const ROUTER_PARAMS = ["_routes", "index"];

/** The page a path shows: "/catalog.data" and "/catalog/" are "/catalog", "/_root.data" is "/". */
function pageOf(pathname: string): string {
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  return page.length > 1 ? page.replace(/\/$/, "") : page;
}

/** True for a public page, or the data request React Router's client makes for one ("/catalog.data"). */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGE.test(pageOf(pathname));
}

/** The query parameters that can change what the page at `pathname` answers. */
export function paramsReadBy(pathname: string): ReadonlySet<string> {
  const page = pageOf(pathname);
  const own = PAGE_QUERY_PARAMS.find((entry) => entry.page.test(page))?.params ?? [];
  return new Set([...ROUTER_PARAMS, ...own]);
}

/**
 * Browsers revalidate every time (a 304 is cheap); a CDN may serve a page for a minute and,
 * while it fetches a fresh one, a stale one for a day.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=86400";

/**
 * For a visitor who carries cookies (an admin, a subscriber): the page is the same, but their
 * browser must not serve a copy from before an edit they just made.
 */
export const PERSONAL_CACHE_CONTROL = "private, no-cache";
