import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { databaseNow } from "../clock";
import { toJson } from "../json";
import type { Database, JobStatus } from "../schema";

/** Queueing jobs and looking after the queue; claiming and settling runs is in job-leases.server.ts. */
type Queryable = Kysely<Database> | Transaction<Database>;

export interface NewJob {
  kind: string;
  /** Unique per kind; a second job with the same key follows `ifExists`. */
  key?: string | null;
  payload: unknown;
  runAt?: Date;
  /**
   * With a key already queued: "keep" leaves the queued job as it is (a lead is delivered once
   * however often it subscribes); "replace" makes it wait for the new time with the new payload
   * and a fresh set of attempts (a schedule changed), unless a runner holds it right now.
   */
  ifExists?: "keep" | "replace";
}

/** Queues a job, inside the caller's transaction when given one. False when a queued job was kept instead. */
export async function insertJob(
  db: Queryable,
  { kind, key = null, payload, runAt, ifExists = "keep" }: NewJob,
  now = new Date(),
): Promise<boolean> {
  const timestamp = now.toISOString();
  // Due now on the database's clock, which every instance's runner compares with.
  const runAtText = runAt ? runAt.toISOString() : databaseNow(db);
  const values = {
    id: randomUUID(),
    kind,
    key,
    payload: toJson(payload),
    status: "pending" as const,
    attempts: 0,
    run_at: runAtText,
    created_at: timestamp,
    updated_at: timestamp,
  };
  const result = await db
    .insertInto("jobs")
    .values(values)
    .onConflict((conflict) => {
      const target = conflict.columns(["kind", "key"]);
      if (ifExists === "keep") return target.doNothing();
      return target
        .doUpdateSet({
          payload: values.payload,
          status: "pending",
          attempts: 0,
          run_at: runAtText,
          locked_by: null,
          locked_until: null,
          last_error: null,
          updated_at: timestamp,
        })
        .where("jobs.status", "!=", "running");
    })
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes a job still waiting to run; false when there is none (never queued, already running or finished). */
export async function cancelPendingJob(db: Queryable, { kind, key }: { kind: string; key: string }): Promise<boolean> {
  const result = await db
    .deleteFrom("jobs")
    .where("kind", "=", kind)
    .where("key", "=", key)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Queues a recurring job's row unless it exists, due at once. One row per kind is what keeps
 * each run to one instance; an existing row whose next run lies more than `everyMs` ahead (the
 * interval was shortened) is brought forward to that.
 */
export async function ensureRecurringJob(
  db: Kysely<Database>,
  { kind, everyMs, now = new Date() }: { kind: string; everyMs: number; now?: Date },
): Promise<void> {
  const timestamp = now.toISOString();
  await db
    .insertInto("jobs")
    .values({
      id: randomUUID(),
      kind,
      key: RECURRING_KEY,
      payload: toJson({}),
      status: "pending",
      attempts: 0,
      run_at: databaseNow(db),
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["kind", "key"])
        .doUpdateSet({ run_at: databaseNow(db, everyMs), updated_at: timestamp })
        .where("jobs.status", "=", "pending")
        .where("jobs.run_at", ">", databaseNow(db, everyMs)),
    )
    .execute();
}

/** The key of a recurring job's single row. */
export const RECURRING_KEY = "recurring";

/** Puts failed jobs of the given kinds (all, or the given ids) back in the queue with a fresh set of attempts. */
export async function requeueFailedJobs(
  db: Kysely<Database>,
  { kinds, ids, now = new Date() }: { kinds: readonly string[]; ids?: readonly string[]; now?: Date },
): Promise<number> {
  if (kinds.length === 0 || (ids && ids.length === 0)) return 0;
  const timestamp = now.toISOString();
  const result = await db
    .updateTable("jobs")
    .set({ status: "pending", attempts: 0, run_at: databaseNow(db), updated_at: timestamp })
    .where("status", "=", "failed")
    .where("kind", "in", kinds)
    .$if(ids !== undefined, (query) => query.where("id", "in", ids!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countJobsByStatus(
  db: Kysely<Database>,
  kinds: readonly string[],
): Promise<Record<JobStatus, number>> {
  const counts = { pending: 0, running: 0, done: 0, failed: 0 };
  if (kinds.length === 0) return counts;
  const rows = await db
    .selectFrom("jobs")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .where("kind", "in", kinds)
    .groupBy("status")
    .execute();
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** Forgets finished jobs of every kind but `keptKinds` (whose rows are a record someone reads) that ended before `before`. */
export async function deleteFinishedJobs(
  db: Kysely<Database>,
  { before, keptKinds }: { before: Date; keptKinds: readonly string[] },
): Promise<number> {
  const result = await db
    .deleteFrom("jobs")
    .where("status", "in", ["done", "failed"])
    .where("finished_at", "<", before.toISOString())
    .$if(keptKinds.length > 0, (query) => query.where("kind", "not in", keptKinds))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Queues a job that may run again for the same key (an e-mail a visitor can ask for again): a
 * new one when the key has none; the finished one queued again, with a fresh set of attempts,
 * when it ended more than `pauseMs` ago. True when one is now waiting or running, or succeeded
 * within the pause (its effect is on its way or just happened); false when it failed within it.
 */
export async function queueAgain(
  db: Queryable,
  { kind, key, payload, pauseMs }: { kind: string; key: string; payload: unknown; pauseMs: number },
  now = new Date(),
): Promise<boolean> {
  const timestamp = now.toISOString();
  const result = await db
    .insertInto("jobs")
    .values({
      id: randomUUID(),
      kind,
      key,
      payload: toJson(payload),
      status: "pending",
      attempts: 0,
      run_at: databaseNow(db),
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["kind", "key"])
        .doUpdateSet({
          status: "pending",
          attempts: 0,
          run_at: databaseNow(db),
          last_error: null,
          updated_at: timestamp,
        })
        .where("jobs.status", "in", ["done", "failed"])
        .where("jobs.updated_at", "<=", new Date(now.getTime() - pauseMs).toISOString()),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const kept = await db
    .selectFrom("jobs")
    .select("status")
    .where("kind", "=", kind)
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return kept.status !== "failed";
}
