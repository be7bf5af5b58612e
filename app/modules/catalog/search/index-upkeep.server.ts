import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { databaseKind } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { defineJob } from "~/modules/jobs/define";

/** The SQLite full-text indexes a search reads. */
const SQLITE_INDEXES = ["playbook_fts", "playbook_title_trigrams", "playbook_section_fts"] as const;
/** Pages of merged index written by one step: a few milliseconds of holding the write lock. */
const PAGES_PER_STEP = 500;
const UPKEEP_EVERY_MS = 60 * 60 * 1000;
const UPKEEP_BUDGET_MS = 10_000;

/**
 * Merges the SQLite full-text indexes towards one b-tree each, a bounded step at a time (FTS5's
 * 'merge' with a negative page count: every segment, whatever its level). Each save adds
 * segments, which FTS5 merges only when enough pile up at one level, and every word a search
 * looks up is looked up in every segment: after a bulk import, a dozen of them made each
 * lookup several times slower. PostgreSQL's GIN indexes are kept by autovacuum. Stops at the
 * deadline (the next run goes on); returns whether the indexes are fully merged.
 */
export async function mergeSearchIndexes(
  db: Kysely<Database>,
  deadline = Number.POSITIVE_INFINITY,
  signal?: AbortSignal,
): Promise<boolean> {
  if (databaseKind(db) !== "sqlite") return true;
  for (const index of SQLITE_INDEXES) {
    for (;;) {
      if (Date.now() > deadline || signal?.aborted) return false;
      const before = await totalChanges(db);
      await sql`INSERT INTO ${sql.table(index)} (${sql.ref(index)}, rank) VALUES ('merge', ${-PAGES_PER_STEP})`.execute(
        db,
      );
      // Fewer than two changes: nothing was left to merge.
      if ((await totalChanges(db)) - before < 2) break;
    }
  }
  return true;
}

async function totalChanges(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT total_changes() AS n`.execute(db);
  return Number(rows[0]!.n);
}

/** Every hour, on one instance: a few seconds of merging at most, the rest on the next run. */
export const searchIndexUpkeepJob = defineJob({
  kind: "search-index-upkeep",
  payload: z.object({}),
  everyMs: UPKEEP_EVERY_MS,
  run: async (_payload, { db, signal }) => {
    await mergeSearchIndexes(db, Date.now() + UPKEEP_BUDGET_MS, signal);
  },
});
