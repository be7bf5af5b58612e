import http from "node:http";
import type { AddressInfo } from "node:net";
import { createServer, type ViteDevServer } from "vite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where test workers fetch the development build's modules (tests/support/dev-server-build.ts). */
    devBuildModulesUrl: string;
  }
}

interface ModuleService {
  url: string;
  close(): Promise<void>;
}

/**
 * One Vite development server for the whole run, in Vitest's own process, that compiles app/ for
 * the test workers: each worker's module runner asks it for every module of the server build
 * (tests/support/dev-server-build.ts). Vite compiles each module once for all the workers and
 * projects, where a Vite server per test file compiled the whole app again each time (about ten
 * CPU seconds). Vite starts on the first request, so a run without such a file never starts it.
 */
export default async function setup(project: TestProject) {
  const service = await (globalThis.__devBuildModules ??= serveModules());
  project.provide("devBuildModulesUrl", service.url);
  return async () => {
    const started = globalThis.__devBuildModules;
    globalThis.__devBuildModules = undefined;
    await (await started)?.close();
  };
}

async function serveModules(): Promise<ModuleService> {
  let vite: Promise<ViteDevServer> | undefined;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      vite ??= createServer({
        server: { middlewareMode: true, hmr: false, watch: null, ws: false },
        appType: "custom",
        logLevel: "error",
        // Only the server build is loaded: the browser's dependencies need no pre-bundling.
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      const payload = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      const answer = await (await vite).environments.ssr.hot.handleInvoke(payload);
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await (await vite)?.close();
    },
  };
}

declare global {
  var __devBuildModules: Promise<ModuleService> | undefined;
}
