import type { ServerBuild } from "react-router";
import { createServer } from "vite";

/**
 * The site's real React Router build, every route module with its `handle`, as `npm run dev`
 * loads it (Vite compiles app/ on demand): for tests that check every route, without a
 * production build.
 */
export async function loadDevServerBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}
