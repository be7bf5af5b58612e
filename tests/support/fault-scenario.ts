import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { Database } from "~/db/schema";
import { signInCookie } from "./admin-cookie";
import { importFileStatuses, importPages, postAdminImport } from "./admin-import";
import type { FakeBeehiiv } from "./fake-beehiiv";
import { expectEveryLeadDeliveredOnce, expectNoHalfImportedPlaybook, until } from "./fault-checks";
import { sleep } from "./polling";
import { startSubscriberLoad } from "./subscriber-load";

const PAGES = 60;
const CLIENTS = 50;
/** Load kept up after the recovery, so the recovered server is shown to take it. */
const AFTER_RECOVERY_MS = 3_000;

export interface Fault {
  /** Injects the fault while the load runs; resolves once /healthz answers 200 again. */
  inject(): Promise<{ recoveryMs: number }>;
  /** What recoveryMs is counted from, for the summary. */
  recoveryFrom: string;
  /**
   * True when the fault ends the process (its import is lost and the admin uploads the
   * unfinished files again); false when the same process carries on and must finish the batch.
   */
  endsProcess: boolean;
}

/**
 * The fault test: 50 visitors subscribing and an admin importing a batch, a fault mid-way,
 * then proof that nothing acknowledged was lost or sent twice and nothing is half-imported.
 * Prints the figures for docs/operations.md.
 */
export async function runFaultUnderLoad(
  name: string,
  { origin, db, beehiiv, fault }: { origin: string; db: Kysely<Database>; beehiiv: FakeBeehiiv; fault: Fault },
): Promise<void> {
  const started = performance.now();
  const cookie = await signInCookie(origin);
  const { pages, images } = await importPages(PAGES);
  const load = startSubscriberLoad(origin, { clients: CLIENTS });
  const batchId = await postAdminImport(origin, cookie, pages, images);

  const completedBeforeFault = await until(async () => {
    const { files } = await importFileStatuses(db, batchId);
    const completed = [...files.values()].filter((file) => file.status === "completed").length;
    return completed >= 3 && beehiiv.accepted.size >= 20 ? completed : undefined;
  }, "the import and the deliveries to be under way");
  expect(completedBeforeFault, "the fault must come mid-import").toBeLessThan(PAGES);

  const { recoveryMs } = await fault.inject();
  await sleep(AFTER_RECOVERY_MS);
  const report = await load.stop();

  for (const path of ["/", "/catalog"]) expect((await fetch(`${origin}${path}`)).status, path).toBe(200);
  const lastEmail = `after-${name.toLowerCase().replaceAll(/\W+/g, "-")}@example.com`;
  const last = await fetch(`${origin}/api/subscribe`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, "X-Forwarded-For": "198.19.0.1" },
    body: JSON.stringify({ email: lastEmail }),
  });
  expect(last.status).toBe(200);

  let importedAgain = 0;
  if (fault.endsProcess) {
    const { files } = await importFileStatuses(db, batchId);
    const unfinished = pages.filter((page) => files.get(page.name)?.status !== "completed");
    importedAgain = unfinished.length;
    if (unfinished.length > 0) await waitForBatch(db, await postAdminImport(origin, cookie, unfinished, images));
  } else {
    const { files } = await waitForBatch(db, batchId);
    expect(
      [...files].filter(([, file]) => file.status !== "completed"),
      "files not imported",
    ).toEqual([]);
  }
  expect(await expectNoHalfImportedPlaybook(db, pages)).toBe(PAGES);

  const acknowledged = [...report.acknowledged, lastEmail];
  const { stored, delivered } = await expectEveryLeadDeliveredOnce(db, beehiiv, acknowledged);
  const failures = [...report.failures].map(([reason, count]) => `${reason} x${count}`).join(", ");
  console.log(
    `[faults] ${name}: ${acknowledged.length} subscriptions acknowledged, ${stored} stored, ${delivered} delivered ` +
      `exactly once; ${report.failed} requests failed while down (${failures || "none"}), each sent again; ` +
      `/healthz 200 again ${recoveryMs} ms ${fault.recoveryFrom}; import: ${completedBeforeFault}/${PAGES} ` +
      `pages stored before the fault, ${importedAgain} uploaded again, all ${PAGES} whole; ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s in all`,
  );
}

function waitForBatch(db: Kysely<Database>, batchId: string) {
  return until(
    async () => {
      const statuses = await importFileStatuses(db, batchId);
      return statuses.batch === "completed" ? statuses : undefined;
    },
    "the import batch to finish",
    120_000,
  );
}
