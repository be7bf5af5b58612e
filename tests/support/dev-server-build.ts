import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { beforeAll } from "vitest";
import { createRouteTable, type RouteTable } from "../../server/route-table";

interface LoadedBuild {
  build: ServerBuild;
  routes: RouteTable;
}

/**
 * One load per worker process: Vite compiles app/ on demand, about ten CPU seconds, and
 * without isolation (vitest.config.ts) the files a worker runs share this module, so the
 * second file that needs the build gets the first one's. The dev server closes when the
 * worker exits.
 */
let loading: Promise<LoadedBuild> | undefined;

async function loadDevServerBuild(): Promise<LoadedBuild> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    appType: "custom",
    logLevel: "error",
    // Only the server build is loaded: the browser's dependencies need no pre-bundling.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  process.once("beforeExit", () => void vite.close());
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, routes: createRouteTable(build) };
}

/**
 * The site's real React Router build, every route module with its `handle`, as `npm run dev`
 * loads it (Vite compiles app/ on demand), and the server's route table over it: for tests that
 * check every route without a production build. Loaded before the file's tests.
 */
export function withDevServerBuild(): { build: () => ServerBuild; routes: () => RouteTable } {
  let loaded: LoadedBuild | undefined;
  beforeAll(async () => {
    loaded = await (loading ??= loadDevServerBuild());
  }, 120_000);
  const current = () => {
    if (!loaded) throw new Error("the development build has not loaded");
    return loaded;
  };
  return { build: () => current().build, routes: () => current().routes };
}
