import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "./chromium";
import { runFolder } from "./run-folder";
import { sqliteFilePath } from "~/db/connection.server";
import { buildProduction, linkNodeModules, productionBuildDir } from "./production-build";
import { e2eServerEnv } from "./e2e-server-env";
import { startProductionServer, stopServer } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** The seeded data folder servers start from (tests/support/e2e-data-dir.ts); "" with E2E_CLUSTER=1. */
    e2eTemplateDir: string;
    /** The Chromium every test file connects to (tests/support/browser.ts). */
    e2eBrowserEndpoint: string;
  }
}

/**
 * Browser tests run against the production build: this builds it once per run and seeds one
 * template data folder; each test file then gets its own server on a copy of it
 * (tests/support/e2e-file-server.ts, tests/support/e2e-data-dir.ts).
 */
export default async function setup(project: TestProject) {
  const buildDir = productionBuildDir();
  // Always test the current code; E2E_SKIP_BUILD=1 reuses a build made just before (as CI does).
  if (process.env.E2E_SKIP_BUILD !== "1" || !fs.existsSync(path.join(buildDir, "server/index.js"))) {
    buildProduction(buildDir);
  } else {
    linkNodeModules(buildDir);
  }
  // A cluster keeps its data in PostgreSQL, so its servers start on empty folders.
  const template = process.env.E2E_CLUSTER === "1" ? undefined : await makeSeededTemplate();
  project.provide("e2eTemplateDir", template?.path ?? "");
  // One browser for the whole run: each file connects and works in contexts of its own, instead
  // of starting Chromium again (about a CPU second each time). Its own temporary files go in a
  // folder of the run's: killed with the run (Ctrl-C), Chromium leaves them behind.
  const browserTemporary = runFolder("playbooks-e2e-chromium");
  const browser = await launchChromiumServer({ temporaryDir: browserTemporary.path });
  project.provide("e2eBrowserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    browserTemporary.remove();
    template?.remove();
  };
}

/**
 * `node server.js` once on an empty folder with the browser tests' settings (migrations, first
 * admin, server secret, demo content, resources pack), stopped, and its write-ahead log folded
 * into site.db so that a plain copy of the folder is the whole site.
 */
async function makeSeededTemplate(): Promise<ReturnType<typeof runFolder>> {
  const template = runFolder("playbooks-e2e-template");
  const dir = template.path;
  const server = await startProductionServer({ ...e2eServerEnv(), DATA_DIR: dir, LOG_LEVEL: "error" });
  const code = await stopServer(server.process);
  if (code !== 0) throw new Error(`the template server exited with code ${code}: ${server.stderr()}`);
  const db = new SQLite(sqliteFilePath(dir));
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  return template;
}

// Kept here too for the suites outside tests/e2e that start servers with these settings.
export { E2E_SOCIAL_LINKS, e2eServerEnv } from "./e2e-server-env";
