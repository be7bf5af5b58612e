import type { PagePath } from "./route-table";

/** React Router's own, on the data requests its client makes: which routes to answer for. */
const ROUTER_PARAMS = ["_routes", "index"];

/**
 * The page cache's key: the path as the router matches it and only the query parameters the
 * page's routes declare they read (decoded and re-encoded as their loaders see them, sorted by
 * name), so a new utm_source or a made-up parameter finds the page already rendered instead of
 * forcing a render and a new entry. No host: only the site's own host names are served
 * (server/site-hosts.ts), and pages are built from SITE_URL, never from the Host header.
 */
export function pageCacheKey(page: PagePath, search: string): string {
  const kept = [...new URLSearchParams(search)]
    .filter(([name]) => page.policy.query.has(name) || ROUTER_PARAMS.includes(name))
    // Stable: repeated parameters keep their order, which a list filter may depend on.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${page.path}?${query}` : page.path;
}

/**
 * Browsers revalidate every time (a 304 is cheap); a CDN may serve a page for a minute and,
 * while it fetches a fresh one, a stale one for a day.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=86400";

/**
 * For a visitor who carries cookies (an admin, a subscriber), for an answer that sets one, and
 * for a personal page: no shared cache may keep it, and the browser must not serve a copy from
 * before an edit just made.
 */
export const PERSONAL_CACHE_CONTROL = "private, no-cache";

/** For a private page: kept by no cache at all. */
export const PRIVATE_CACHE_CONTROL = "no-store";
