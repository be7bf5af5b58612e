import type { Kysely } from "kysely";
import { databaseNow } from "../clock";
import type { Database } from "../schema";

/**
 * Holds every job of `name` (a provider, or a kind) for `forMs` on the database's clock, for
 * every instance; a pause already reaching further is kept.
 */
export async function pauseJobs(
  db: Kysely<Database>,
  { name, forMs, reason }: { name: string; forMs: number; reason: string },
): Promise<void> {
  const until = databaseNow(db, forMs);
  await db
    .insertInto("job_pauses")
    .values({ name, paused_until: until, reason })
    .onConflict((conflict) =>
      conflict.column("name").doUpdateSet({ paused_until: until, reason }).where("job_pauses.paused_until", "<", until),
    )
    .execute();
}

/** The pauses in force now, by name, with when each ends. */
export async function activePauses(db: Kysely<Database>): Promise<Map<string, { until: string; reason: string }>> {
  const rows = await db
    .selectFrom("job_pauses")
    .select(["name", "paused_until", "reason"])
    .where("paused_until", ">", databaseNow(db))
    .execute();
  return new Map(rows.map((row) => [row.name, { until: row.paused_until, reason: row.reason }]));
}
