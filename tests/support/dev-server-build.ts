import http from "node:http";
import type { ServerBuild } from "react-router";
import { ESModulesEvaluator, ModuleRunner } from "vite/module-runner";
import { beforeAll, inject } from "vitest";
import { createRouteTable, type RouteTable } from "../../server/route-table";

interface LoadedBuild {
  build: ServerBuild;
  routes: RouteTable;
}

declare global {
  /**
   * One load per worker process, kept on globalThis: the files a worker runs without isolation
   * (vitest.config.ts) share it, though each evaluates this module again (tests/support/file-reset.ts).
   */
  var __devServerBuild: Promise<LoadedBuild> | undefined;
}

/**
 * Runs the server build in this worker, its modules compiled by the run's one Vite server
 * (tests/support/dev-build-global-setup.ts), as `npm run dev` loads it.
 */
async function loadDevServerBuild(): Promise<LoadedBuild> {
  const url = inject("devBuildModulesUrl");
  if (!url)
    throw new Error("withDevServerBuild: add tests/support/dev-build-global-setup.ts to the project's globalSetup");
  const runner = new ModuleRunner(
    {
      transport: { invoke: (payload) => post(url, JSON.stringify(payload)) },
      hmr: false,
    },
    new ESModulesEvaluator(),
  );
  const build = (await runner.import("virtual:react-router/server-build")) as ServerBuild;
  return { build, routes: createRouteTable(build) };
}

/** Connections kept open across the build's many module requests. */
const agent = new http.Agent({ keepAlive: true });

/**
 * A request to the module service with Node's own client: through fetch (its streams, its
 * objects, a write per part), the build's module requests took more than half of a worker's CPU
 * for loading the build (about 12 s against 5 s, profiled on a busy machine).
 */
function post<Answer>(url: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Answer));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * The site's real React Router build, every route module with its `handle`, as `npm run dev`
 * loads it (Vite compiles app/ on demand), and the server's route table over it: for tests that
 * check every route without a production build. Loaded before the file's tests.
 */
export function withDevServerBuild(): { build: () => ServerBuild; routes: () => RouteTable } {
  let loaded: LoadedBuild | undefined;
  beforeAll(async () => {
    loaded = await (globalThis.__devServerBuild ??= loadDevServerBuild());
  }, 120_000);
  const current = () => {
    if (!loaded) throw new Error("the development build has not loaded");
    return loaded;
  };
  return { build: () => current().build, routes: () => current().routes };
}
