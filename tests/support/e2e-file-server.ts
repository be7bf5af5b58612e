import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { e2eServerEnv } from "./e2e-global-setup";
import { startProductionServer, stopServer, type RunningServer } from "./server-process";

/**
 * Runs before every browser test file: a production server of its own, on a free port, with a
 * fresh data folder. Files run in parallel, and one that imports, edits or deletes playbooks
 * must not change what another one sees.
 */
let server: RunningServer | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "playbooks-e2e-"));
  server = await startProductionServer({ ...e2eServerEnv(), DATA_DIR: dataDir });
  globalThis.__e2eServer = { baseUrl: server.baseUrl, dataDir };
}, 90_000);

afterAll(async () => {
  if (server) await stopServer(server.process);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

declare global {
  var __e2eServer: { baseUrl: string; dataDir: string } | undefined;
}
