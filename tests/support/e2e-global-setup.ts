import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { E2E_ADMIN } from "./admin-credentials";
import { startProductionServer, stopServer } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDataDir: string;
  }
}

/**
 * Browser tests run against the production build served by `node server.js`, on a free
 * port with a fresh data folder (SQLite, demo content loaded on first start).
 */
export default async function setup(project: TestProject) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  // Always test the current code; E2E_SKIP_BUILD=1 reuses a build made just before (as CI does).
  if (process.env.E2E_SKIP_BUILD !== "1" || !fs.existsSync(path.join(buildDir, "server/index.js"))) {
    const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: process.env });
    if (build.status !== 0) throw new Error("production build failed");
  }
  linkNodeModules(buildDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "playbooks-e2e-"));
  const server = await startProductionServer({ ...e2eServerEnv(), DATA_DIR: dataDir });
  project.provide("baseUrl", server.baseUrl);
  project.provide("e2eDataDir", dataDir);
  return async () => {
    await stopServer(server.process);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Settings the browser tests rely on (features add theirs here). */
function e2eServerEnv(): Record<string, string> {
  return { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password };
}

/** A build folder outside the project (BUILD_DIR=/tmp/…) still needs to resolve its packages. */
function linkNodeModules(buildDir: string): void {
  const link = path.resolve(buildDir, "node_modules");
  if (path.resolve(buildDir).startsWith(process.cwd() + path.sep) || fs.existsSync(link)) return;
  fs.symlinkSync(path.resolve("node_modules"), link, "dir");
}
