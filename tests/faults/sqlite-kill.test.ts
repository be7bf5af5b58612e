import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, it } from "vitest";
import { openSqlite, sqliteFilePath } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { e2eServerEnv } from "../support/e2e-global-setup";
import { startFakeBeehiiv, type FakeBeehiiv } from "../support/fake-beehiiv";
import { runFaultUnderLoad } from "../support/fault-scenario";
import { freePort, startProductionServer, stopServer, type RunningServer } from "../support/server-process";
import { temporaryFolder } from "../support/temporary-folder";

/**
 * `npm run test:faults`, SQLite (the default engine, one instance): the server is killed with
 * SIGKILL mid-load and started again on the same port and data, as a supervisor would.
 */
let beehiiv: FakeBeehiiv;
let server: RunningServer | undefined;
let db: Kysely<Database>;
let env: Record<string, string>;
const dataDir = temporaryFolder("playbooks-faults");

beforeAll(async () => {
  beehiiv = await startFakeBeehiiv();
  env = {
    ...e2eServerEnv(),
    BEEHIIV_API_KEY: "faults-key",
    BEEHIIV_PUBLICATION_ID: "pub_faults",
    BEEHIIV_API_BASE: beehiiv.url,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
  };
  server = await startProductionServer(env);
  db = openSqlite(sqliteFilePath(dataDir));
});

afterAll(async () => {
  await db?.destroy();
  if (server) await stopServer(server.process);
  await beehiiv?.close();
});

describe("a server killed with SIGKILL under load (SQLite)", () => {
  it("loses no acknowledged subscription, sends none twice and leaves no playbook half-imported", async () => {
    await runFaultUnderLoad("SQLite, SIGKILL and restart", {
      origin: server!.baseUrl,
      db,
      beehiiv,
      fault: {
        endsProcess: true,
        recoveryFrom: "after the SIGKILL (restarted at once on the same port and data folder)",
        async inject() {
          const killedAt = performance.now();
          await stopServer(server!.process, "SIGKILL");
          server = await startProductionServer(env);
          return { recoveryMs: Math.round(performance.now() - killedAt) };
        },
      },
    });
  });
});
