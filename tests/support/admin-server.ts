import { afterAll, beforeAll } from "vitest";
import { E2E_ADMIN } from "./admin-credentials";
import { dataDirFor } from "./e2e-data-dir";
import { startFileServerWith } from "./e2e-file-server";
import { discardServer, startProductionServer, type RunningServer } from "./server-process";

export interface AdminServer {
  readonly origin: string;
  url(pathname: string): string;
}

const ADMIN_ENV = { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password };

/**
 * A production server on a fresh copy of the demo site with only the admin's settings (and
 * `env`), for admin journeys that delete, restore, recategorise or lock out. In a describe
 * block of a file that also uses its own server (baseUrl()), this is a second server, so that
 * file's other tests never see these changes. Uses the build the e2e global setup made.
 */
export function withAdminServer(env: Record<string, string> = {}): AdminServer {
  let server: RunningServer | undefined;
  let dataDir = "";
  beforeAll(async () => {
    const serverEnv = { ...ADMIN_ENV, ...env };
    dataDir = dataDirFor(serverEnv, "playbooks-admin-e2e");
    server = await startProductionServer({ ...serverEnv, DATA_DIR: dataDir });
  }, 90_000);
  afterAll(async () => {
    if (server) await discardServer(server.process);
  });
  return serverAt(() => {
    if (!server) throw new Error("withAdminServer: the server runs only inside tests");
    return server.baseUrl;
  });
}

/**
 * The same site for a file whose every test is an admin journey: the file's own server
 * (tests/support/e2e-file-server.ts) starts with the admin's settings, instead of a second
 * server beside it that nothing else in the file would use. Call it at the file's top level.
 */
export function adminFileServer(): AdminServer {
  startFileServerWith(ADMIN_ENV);
  return serverAt(() => {
    if (!globalThis.__e2eServer) throw new Error("adminFileServer: the server runs only inside tests");
    return globalThis.__e2eServer.baseUrl;
  });
}

function serverAt(origin: () => string): AdminServer {
  return {
    get origin() {
      return origin();
    },
    url(pathname: string) {
      return `${origin()}${pathname}`;
    },
  };
}
