import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { pagePolicy, type PagePolicy } from "~/modules/page-scripts/handle";

/** A request path as the router sees it, and the policy its routes declare. */
export interface PagePath {
  /**
   * The path the router matches, spelled once: each fixed segment as its route spells it
   * ("/TOOLS/%72esults/x" is "/tools/results/x"), parameters as sent, no trailing slash,
   * ".data" kept on React Router's data requests ("/_root.data" for "/").
   */
  path: string;
  /** The page that path shows: `path` without ".data". */
  page: string;
  /** Whether the route takes part of the path as a parameter (a slug, an id, a splat): an endless address space. */
  dynamic: boolean;
  /** The ids of the routes it matches, root first (none for a path no route names). */
  routeIds: readonly string[];
  policy: PagePolicy;
  /** The methods the matched route answers: GET and HEAD with a loader or a page, POST with an action. */
  methods: readonly string[];
  /**
   * For a path whose last match is an index route: its methods when the request says `?index`
   * (a form posts to the index route's action then, and to its parent's without it).
   */
  indexMethods?: readonly string[];
}

/** What a path no route names answers (the 404 page): it is read, never posted to. */
export const READ_METHODS: readonly string[] = ["GET", "HEAD"];

export interface RouteTable {
  resolve(pathname: string): PagePath;
}

const DATA_SUFFIX = ".data";
const ROOT_DATA = "/_root.data";
/** Paths remembered with their answer: every page of a large library, and then some. */
const REMEMBERED_PATHS = 20_000;

/**
 * The build's routes as React Router matches them (the same tree its server makes from the
 * manifest, with each module's `handle`), so the server front can tell a path's policy before
 * React Router runs: the page cache answers from memory, and limits count, ahead of it.
 * Matching walks every route, so answers are remembered by path.
 */
export function createRouteTable(build: Pick<ServerBuild, "routes" | "routeDiscovery">): RouteTable {
  const tree = prunedByFirstSegment(routesOf(build));
  const methods = methodsByRoute(build);
  const frameworkPaths = new Set([build.routeDiscovery?.manifestPath ?? "/__manifest"]);
  const remembered = new LRUCache<string, PagePath>({ max: REMEMBERED_PATHS });
  // One policy object per chain of routes, however many paths share it.
  const policies = new Map<string, PagePolicy>();
  const policyOf = (routes: readonly RouteObject[]) => {
    const key = routes.map((route) => route.id).join(" ");
    let policy = policies.get(key);
    if (!policy) policies.set(key, (policy = pagePolicy(routes.map((route) => route.handle))));
    return policy;
  };
  return {
    resolve(pathname) {
      let resolved = remembered.get(pathname);
      if (!resolved) {
        resolved = resolveUncached(tree, frameworkPaths, pathname, policyOf, methods);
        remembered.set(pathname, resolved);
      }
      return resolved;
    },
  };
}

function resolveUncached(
  tree: PrunedTree,
  frameworkPaths: ReadonlySet<string>,
  pathname: string,
  policyOf: (routes: readonly RouteObject[]) => PagePolicy,
  methods: ReadonlyMap<string, RouteMethods>,
): PagePath {
  const isData = pathname.endsWith(DATA_SUFFIX);
  const asked = pathname === ROOT_DATA ? "/" : isData ? pathname.slice(0, -DATA_SUFFIX.length) : pathname;
  // React Router's own endpoints (route discovery) are not pages: never stored, never budgeted.
  const matches = frameworkPaths.has(asked) ? null : matchRoutes(tree(asked), asked);
  const page = matches
    ? canonicalPath(
        asked,
        matches.map(({ route }) => route.path),
      )
    : withoutTrailingSlash(asked);
  return {
    path: isData ? (page === "/" ? ROOT_DATA : `${page}${DATA_SUFFIX}`) : page,
    page,
    dynamic: matches?.some(({ route }) => /(^|\/)[:*]/.test(route.path ?? "")) ?? false,
    routeIds: matches?.map(({ route }) => route.id!) ?? [],
    policy: policyOf(matches?.map(({ route }) => route) ?? []),
    ...methodsOf(matches?.map(({ route }) => route) ?? [], methods),
  };
}

interface RouteMethods {
  read: boolean;
  post: boolean;
}

/** What each route's module exports: a loader or a page is read, an action is posted to. */
function methodsByRoute(build: Pick<ServerBuild, "routes">): Map<string, RouteMethods> {
  const all = Object.values(build.routes).flatMap((route) => (route ? [route] : []));
  return new Map(
    all.map(({ id, module }) => [id, { read: Boolean(module.loader || module.default), post: Boolean(module.action) }]),
  );
}

/**
 * The methods of the route a request reaches, its last match, as React Router routes them: a
 * POST to an index route's path goes to its parent's action unless the request says `?index`.
 */
function methodsOf(
  matched: readonly RouteObject[],
  methods: ReadonlyMap<string, RouteMethods>,
): Pick<PagePath, "methods" | "indexMethods"> {
  const leaf = matched.at(-1);
  const own = methods.get(leaf?.id ?? "");
  if (!leaf || !own) return { methods: READ_METHODS };
  const list = (post: boolean) => (post ? (own.read ? [...READ_METHODS, "POST"] : ["POST"]) : READ_METHODS);
  if (!leaf.index) return { methods: list(own.post) };
  return { methods: list(methods.get(matched.at(-2)?.id ?? "")?.post === true), indexMethods: list(own.post) };
}

/**
 * The asked path with each fixed segment spelled as its route spells it: React Router matches
 * them whatever their case or percent-encoding, so every rule keyed on a path must see them
 * one way. Parameters keep the request's own spelling (their loaders decide what they match).
 */
function canonicalPath(asked: string, routePaths: readonly (string | undefined)[]): string {
  const given = withoutTrailingSlash(asked).split("/").slice(1);
  const pattern = routePaths.flatMap((path) => (path ?? "").split("/")).filter(Boolean);
  // An optional fixed segment may or may not have been given: only the request can say.
  if (pattern.some((segment) => segment.endsWith("?") && !segment.startsWith(":"))) return withoutTrailingSlash(asked);
  const segments: string[] = [];
  for (const [index, segment] of pattern.entries()) {
    if (segment === "*") {
      segments.push(...given.slice(index));
      break;
    }
    if (!segment.startsWith(":")) segments.push(segment);
    else if (index < given.length) segments.push(given[index]!);
  }
  return `/${segments.join("/")}`;
}

function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

type PrunedTree = (asked: string) => RouteObject[];

/**
 * React Router's matchRoutes ranks every route of the tree it is given on each call (about a
 * millisecond for this site's 50 routes on a busy machine): given only the top-level routes
 * that can match the path's first segment (a fixed first segment that is not it is left out,
 * with everything under it), it answers the same, in microseconds. Paths no route names, the
 * ones an attacker can make endless, are the cheapest. server/route-table.test.ts checks the
 * answers against the whole tree's.
 */
function prunedByFirstSegment(tree: RouteObject[]): PrunedTree {
  const [root] = tree;
  if (tree.length !== 1 || root?.path !== "" || root.index) return () => tree;
  const top = (root.children ?? []).map((route) => ({ route, first: fixedFirstSegment(route.path) }));
  const treeFor = (first: string | undefined): RouteObject[] => [
    {
      ...root,
      children: top.filter((entry) => entry.first === undefined || entry.first === first).map(({ route }) => route),
    },
  ];
  const named = new Map(top.flatMap(({ first }) => (first === undefined ? [] : [[first, treeFor(first)] as const])));
  const unnamed = treeFor(undefined);
  return (asked) => named.get(decodedFirstSegment(asked)) ?? unnamed;
}

/** A route path's first segment when it is fixed, lower-cased; undefined when it may match anything. */
function fixedFirstSegment(path: string | undefined): string | undefined {
  const first = (path ?? "").split("/").find(Boolean);
  return first === undefined || /^[:*]|\?$/.test(first) ? undefined : first.toLowerCase();
}

function decodedFirstSegment(asked: string): string {
  const first = asked.split("/").find(Boolean) ?? "";
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}

/** The build's routes nested as React Router's server nests them, each with its module's `handle`. */
export function routesOf(build: Pick<ServerBuild, "routes">): RouteObject[] {
  return routeTree(build.routes);
}

/** The manifest's flat list, by parent. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive, module } = route;
    if (route.index) return [{ id, path, caseSensitive, index: true, handle: module.handle }];
    return [{ id, path, caseSensitive, handle: module.handle, children: routeTree(routes, id) }];
  });
}
