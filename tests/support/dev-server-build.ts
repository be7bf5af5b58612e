import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import { createRouteTable, type RouteTable } from "../../server/route-table";

/**
 * The site's real React Router build, every route module with its `handle`, as `npm run dev`
 * loads it (Vite compiles app/ on demand), and the server's route table over it: for tests that
 * check every route without a production build. Loaded before the file's tests, closed after.
 */
export function withDevServerBuild(): { build: () => ServerBuild; routes: () => RouteTable } {
  let loaded: { build: ServerBuild; routes: RouteTable; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const vite = await createServer({
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      logLevel: "error",
    });
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    loaded = { build, routes: createRouteTable(build), close: () => vite.close() };
  }, 120_000);
  afterAll(() => loaded?.close());
  const current = () => {
    if (!loaded) throw new Error("the development build has not loaded");
    return loaded;
  };
  return { build: () => current().build, routes: () => current().routes };
}
