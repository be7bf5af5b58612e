import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { e2eServerEnv } from "../support/e2e-global-setup";
import { startFakeBeehiiv, type FakeBeehiiv } from "../support/fake-beehiiv";
import { timeUntilHealthy } from "../support/fault-checks";
import { sleep } from "../support/polling";
import { runFaultUnderLoad } from "../support/fault-scenario";
import { createPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";
import { startProductionServer, stopServer, type RunningServer } from "../support/server-process";

/**
 * `npm run test:faults`, PostgreSQL: the database server stops for 5 seconds mid-load (every
 * connection cut) and comes back; the same server process must recover by itself. A private
 * PostgreSQL cluster keeps the restart away from other tests using the shared one.
 */
const OUTAGE_MS = 5_000;

let beehiiv: FakeBeehiiv;
let postgres: PrivatePostgres;
let server: RunningServer | undefined;
let db: Kysely<Database>;

beforeAll(async () => {
  beehiiv = await startFakeBeehiiv();
  postgres = await createPrivatePostgres();
  server = await startProductionServer({
    ...e2eServerEnv(),
    BEEHIIV_API_KEY: "faults-key",
    BEEHIIV_PUBLICATION_ID: "pub_faults",
    BEEHIIV_API_BASE: beehiiv.url,
    DATABASE_URL: postgres.databaseUrl,
  });
  db = openPostgres(postgres.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  if (server) await stopServer(server.process);
  await beehiiv?.close();
  postgres?.drop();
});

describe("a PostgreSQL restart under load", () => {
  it("is ridden out by the same process: nothing acknowledged lost or sent twice, nothing half-imported", async () => {
    const { process: serverProcess, baseUrl } = server!;
    await runFaultUnderLoad("PostgreSQL down 5 s", {
      origin: baseUrl,
      db,
      beehiiv,
      fault: {
        endsProcess: false,
        recoveryFrom: "after PostgreSQL accepted connections again (the same process, not restarted)",
        async inject() {
          postgres.stop();
          await sleep(OUTAGE_MS);
          await postgres.start();
          const recoveryMs = await timeUntilHealthy(baseUrl);
          expect(serverProcess.exitCode, "the server process must not have exited").toBeNull();
          return { recoveryMs };
        },
      },
    });
    expect(server!.process).toBe(serverProcess);
    expect(serverProcess.exitCode).toBeNull();
  });
});
