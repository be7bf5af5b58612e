import fs from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { dataDirFor } from "./e2e-data-dir";
import { e2eServerEnv } from "./e2e-global-setup";
import { startProductionServer, stopServer, type RunningServer } from "./server-process";

/**
 * Runs before every browser test file: a production server of its own, on a free port, with a
 * fresh copy of the seeded data folder. Files run in parallel, and one that imports, edits or deletes playbooks
 * must not change what another one sees.
 */
let server: RunningServer | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  const env = globalThis.__e2eFileServerEnv ?? e2eServerEnv();
  dataDir = dataDirFor(env);
  server = await startProductionServer({ ...env, DATA_DIR: dataDir });
  globalThis.__e2eServer = { baseUrl: server.baseUrl, dataDir };
}, 90_000);

afterAll(async () => {
  globalThis.__e2eServer = undefined;
  globalThis.__e2eFileServerEnv = undefined;
  if (server) await stopServer(server.process);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Called at a test file's top level: the file's server starts with exactly these settings
 * instead of the browser tests' own (e2eServerEnv), e.g. the admin journeys' bare site.
 */
export function startFileServerWith(env: Record<string, string>): void {
  globalThis.__e2eFileServerEnv = env;
}

declare global {
  var __e2eServer: { baseUrl: string; dataDir: string } | undefined;
  var __e2eFileServerEnv: Record<string, string> | undefined;
}
