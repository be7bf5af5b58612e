import type { ServerBuild } from "react-router";

export interface RoutePattern {
  id: string;
  /** The full pattern from the root, e.g. "catalog/:slug/:partSlug". */
  pattern: string;
}

/**
 * The routes a request can end on: every route but the root, a pathless layout, and a layout
 * whose own address ends on its index route. A route with children but no index (/api/ask, with
 * /api/ask/feedback under it) is asked for itself.
 */
export function leafRoutes(build: ServerBuild): RoutePattern[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const full = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    return [full(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  const reachable = (route: (typeof routes)[number]) => {
    const children = routes.filter((child) => child.parentId === route.id);
    if (children.length === 0) return true;
    return Boolean(route.path) && !children.some((child) => child.index);
  };
  return routes
    .filter((route) => route.id !== "root" && reachable(route))
    .map((route) => ({ id: route.id, pattern: full(route.id) }));
}
