import { afterAll, beforeAll } from "vitest";
import { dataDirFor } from "./e2e-data-dir";
import { e2eServerEnv } from "./e2e-server-env";
import { discardServer, startProductionServer, type RunningServer } from "./server-process";

/**
 * Imported by every browser test file that uses the browser helpers (tests/support/browser.ts):
 * a production server of its own, on a free port, with a fresh copy of the seeded data folder.
 * Files run in parallel, and one that imports, edits or deletes playbooks must not change what
 * another one sees.
 */
let server: RunningServer | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  const env = globalThis.__e2eFileServerEnv ?? e2eServerEnv();
  globalThis.__e2eFileServerEnv = undefined;
  if (env === NO_FILE_SERVER) return;
  dataDir = dataDirFor(env);
  server = await startProductionServer({ ...env, DATA_DIR: dataDir });
  globalThis.__e2eServer = { baseUrl: server.baseUrl, dataDir };
}, 90_000);

afterAll(async () => {
  globalThis.__e2eServer = undefined;
  if (server) await discardServer(server.process);
});

const NO_FILE_SERVER: Record<string, string> = Object.freeze({});

/**
 * Called at a test file's top level: the file's server starts with exactly these settings
 * instead of the browser tests' own (e2eServerEnv), e.g. the admin journeys' bare site.
 */
export function startFileServerWith(env: Record<string, string>): void {
  globalThis.__e2eFileServerEnv = env;
}

/**
 * Called at a test file's top level when every test talks to servers the file starts itself
 * (settings known only once a fake service listens, a database of their own): no file server
 * is started beside them, which would cost a start (seconds of CPU) for nothing.
 */
export function withoutFileServer(): void {
  globalThis.__e2eFileServerEnv = NO_FILE_SERVER;
}

declare global {
  var __e2eServer: { baseUrl: string; dataDir: string } | undefined;
  var __e2eFileServerEnv: Record<string, string> | undefined;
}
