import fs from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { E2E_ADMIN } from "./admin-credentials";
import { dataDirFor } from "./e2e-data-dir";
import { startProductionServer, stopServer, type RunningServer } from "./server-process";

/**
 * A production server of the test file's own, on a fresh copy of the demo site. Admin journeys
 * that delete, restore, recategorise or lock out run here, so the shared server's other tests
 * never see their changes. Uses the build the e2e global setup made.
 */
export function withAdminServer(env: Record<string, string> = {}) {
  let server: RunningServer | undefined;
  let dataDir = "";
  beforeAll(async () => {
    const serverEnv = { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, ...env };
    dataDir = dataDirFor(serverEnv, "playbooks-admin-e2e-");
    server = await startProductionServer({ ...serverEnv, DATA_DIR: dataDir });
  }, 90_000);
  afterAll(async () => {
    if (server) await stopServer(server.process);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get origin(): string {
      if (!server) throw new Error("withAdminServer: the server runs only inside tests");
      return server.baseUrl;
    },
    url(pathname: string): string {
      return `${this.origin}${pathname}`;
    },
  };
}
