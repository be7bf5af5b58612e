import type { Kysely } from "kysely";
import { expect } from "vitest";
import { BEEHIIV_DELIVERY } from "~/db/queries/leads.server";
import type { Database } from "~/db/schema";
import type { ImportPage } from "./admin-import";
import type { FakeBeehiiv } from "./fake-beehiiv";

import { sleep } from "./polling";

/** Polls `check` until it returns a value; fails naming `what` after the timeout. */
export async function until<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(200);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** Milliseconds from now until /healthz answers 200 (polled every 100 ms). */
export async function timeUntilHealthy(origin: string, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  await until(
    async () => ((await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok ? true : undefined),
    "/healthz to answer 200",
    timeoutMs,
  );
  return Math.round(performance.now() - started);
}

/**
 * Nothing half-imported: no part without its playbook, no playbook without parts or search
 * text, every page the importer stored has exactly the parts the importer makes of it, and
 * every file the import reports as completed has its playbook. Returns how many pages are stored.
 */
export async function expectNoHalfImportedPlaybook(
  db: Kysely<Database>,
  pages: readonly ImportPage[],
): Promise<number> {
  const orphanParts = await db
    .selectFrom("playbook_parts")
    .leftJoin("playbooks", "playbooks.id", "playbook_parts.playbook_id")
    .where("playbooks.id", "is", null)
    .select("playbook_parts.id")
    .execute();
  expect(orphanParts, "parts whose playbook does not exist").toEqual([]);

  const playbooks = await db
    .selectFrom("playbooks")
    .select((eb) => [
      "slug",
      "status",
      eb
        .selectFrom("playbook_parts")
        .whereRef("playbook_id", "=", "playbooks.id")
        .select(eb.fn.countAll<number>().as("n"))
        .as("parts"),
      eb
        .selectFrom("playbook_search")
        .whereRef("playbook_id", "=", "playbooks.id")
        .select(eb.fn.countAll<number>().as("n"))
        .as("search"),
    ])
    .execute();
  const stored = new Map(playbooks.map((row) => [row.slug, row]));
  // Published playbooks have one search row; drafts (every fresh import) have none.
  expect(
    playbooks.filter((row) => Number(row.parts) === 0 || Number(row.search) !== (row.status === "published" ? 1 : 0)),
    "playbooks missing parts, or with the wrong search text for their status",
  ).toEqual([]);

  const storedPages = pages.filter((page) => stored.has(page.slug));
  for (const page of storedPages) expect(Number(stored.get(page.slug)!.parts), page.slug).toBe(page.parts);

  const completed = await db
    .selectFrom("import_files")
    .select(["file_name", "playbook_slug"])
    .where("status", "=", "completed")
    .execute();
  for (const file of completed)
    expect(stored.has(file.playbook_slug!), `${file.file_name} reported completed`).toBe(true);
  return storedPages.length;
}

/**
 * Waits for the lead deliveries to drain (a job claimed by a killed server waits for its lease to run
 * out), then checks that every acknowledged e-mail is stored, and that every stored lead
 * reached the provider exactly once. Returns the number stored and delivered.
 */
export async function expectEveryLeadDeliveredOnce(
  db: Kysely<Database>,
  beehiiv: FakeBeehiiv,
  acknowledged: readonly string[],
): Promise<{ stored: number; delivered: number }> {
  await until(
    async () => {
      const open = await db
        .selectFrom("jobs")
        .select("id")
        .where("kind", "=", BEEHIIV_DELIVERY)
        .where("status", "in", ["pending", "running"])
        .limit(1)
        .execute();
      return open.length === 0 ? true : undefined;
    },
    "the lead deliveries to drain",
    150_000,
  );
  // One more round of polling must not send anything again.
  await sleep(3_000);
  const leads = new Set((await db.selectFrom("leads").select("email").execute()).map((row) => row.email));
  expect(
    acknowledged.filter((email) => !leads.has(email)),
    "acknowledged but not stored",
  ).toEqual([]);
  expect(
    [...leads].filter((email) => beehiiv.accepted.get(email) !== 1),
    "not delivered exactly once",
  ).toEqual([]);
  expect(
    [...beehiiv.accepted.keys()].filter((email) => !leads.has(email)),
    "delivered but not stored",
  ).toEqual([]);
  return { stored: leads.size, delivered: beehiiv.accepted.size };
}
