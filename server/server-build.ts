import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createRouteTable, type RouteTable } from "./route-table";

const BUILD_ID = "virtual:react-router/server-build";

/** React Router's server build, and its routes as the server's front matches them. */
export interface BuildSource {
  load(): Promise<ServerBuild>;
  /** The route table of the build that answers requests now. */
  routeTable(): Promise<RouteTable>;
  /** The same, without waiting, once it cannot change any more (a production build, loaded). */
  settledRouteTable(): RouteTable | undefined;
}

/**
 * In production the bundled build, loaded once; in development Vite's, which changes with each
 * edit (React Router then derives its routes again on every request, and so does this).
 */
export function buildSource(vite: ViteDevServer | undefined): BuildSource {
  const tables = new WeakMap<ServerBuild, RouteTable>();
  const tableOf = (build: ServerBuild) => {
    let table = tables.get(build);
    if (!table) tables.set(build, (table = createRouteTable(build)));
    return table;
  };
  if (vite) {
    const load = () => vite.ssrLoadModule(BUILD_ID) as Promise<ServerBuild>;
    return { load, routeTable: async () => tableOf(await load()), settledRouteTable: () => undefined };
  }
  let settled: RouteTable | undefined;
  // Spelt out: the bundler replaces this import with the build only when it reads a literal.
  const loading = import("virtual:react-router/server-build").then((build: ServerBuild) => {
    settled = tableOf(build);
    return build;
  });
  // Nothing to report until a request needs it: the request's own handler reports a failure.
  loading.catch(() => undefined);
  return { load: () => loading, routeTable: async () => tableOf(await loading), settledRouteTable: () => settled };
}
