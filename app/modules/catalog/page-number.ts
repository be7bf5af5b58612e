import { z } from "zod";

/** Far past any real listing; a larger number is a typo or a probe, read as page 1. */
const MAX_PAGE = 10_000;

/** A listing's `page` parameter: a whole number from 1; anything else reads as page 1. */
export const pageNumber = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1);

/** A listing's address for a page: the first page has no parameter. */
export function pageHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}

/**
 * Where to send a request whose `page` parameter is not in its one canonical spelling
 * ("?page=1", "?page=02", junk), keeping any other parameters; undefined when it is.
 */
export function pageRedirectTarget(url: URL, page: number): string | undefined {
  const canonical = page === 1 ? null : String(page);
  if (url.searchParams.get("page") === canonical) return undefined;
  const target = new URL(url);
  if (canonical) target.searchParams.set("page", canonical);
  else target.searchParams.delete("page");
  return `${target.pathname}${target.search}`;
}
