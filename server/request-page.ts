import type { IncomingMessage } from "node:http";
import { pagePolicy } from "~/modules/page-scripts/handle";
import { type PagePath, READ_METHODS, type RouteTable } from "./route-table";

const pages = new WeakMap<IncomingMessage, PagePath | { failed: unknown }>();

/**
 * Resolves a request's path against the routes, once, before any rule reads it: `req.url` is
 * rewritten to the path the router matches (same route, one spelling), so the page cache, the
 * limits, the body rules and React Router itself all see the same path. The page is remembered
 * for the layers after (pageOfRequest).
 */
export function resolveRequestPage(req: IncomingMessage, routes: RouteTable): PagePath {
  const url = req.url ?? "/";
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Not a path (a proxy's absolute URL, "*"): refused later as malformed, matched by no route.
  const page: PagePath = path.startsWith("/")
    ? routes.resolve(path)
    : { path, page: path, dynamic: true, routeIds: [], policy: pagePolicy([]), methods: READ_METHODS };
  if (page.path !== path) req.url = `${page.path}${searchOf(url)}`;
  pages.set(req, page);
  return page;
}

/**
 * For a request whose page could not be resolved (the server build did not load): the error
 * surfaces where the page is asked for, in Express, which logs it with the request's id.
 */
export function failRequestPage(req: IncomingMessage, error: unknown): void {
  pages.set(req, { failed: error });
}

/** The page resolveRequestPage found for this request. */
export function pageOfRequest(req: IncomingMessage): PagePath {
  const page = pages.get(req);
  if (!page) throw new Error("the request's page was not resolved before Express");
  if ("failed" in page) throw page.failed;
  return page;
}

/** Whether the request is for a private page; false when its page is unknown. */
export function isPrivateRequest(req: IncomingMessage): boolean {
  const page = pages.get(req);
  return page !== undefined && "policy" in page && page.policy.audience === "private";
}

/** The query string of a request target, "?" included ("" without one). */
export function searchOf(url: string): string {
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? "" : url.slice(queryAt);
}
