import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import { readJson, toJson } from "../json";
import type { Database, JobStatus, JobsTable } from "../schema";

type Queryable = Kysely<Database> | Transaction<Database>;

/** A job as its runner holds it: the row with its payload read back from JSON. */
export interface JobRow extends Omit<JobsTable, "payload"> {
  payload: unknown;
}

function toJobRow(row: JobRow): JobRow {
  return { ...row, payload: readJson<unknown>(row.payload, null) };
}

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
  const runAtText = (runAt ?? now).toISOString();
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

/** Due: pending and its time has come, or held by a runner whose lease ran out (it died or hung). */
function isDue(now: string) {
  return (eb: ExpressionBuilder<Database, "jobs">) =>
    eb.or([
      eb.and([eb("status", "=", "pending"), eb("run_at", "<=", now)]),
      eb.and([eb("status", "=", "running"), eb("locked_until", "<", now)]),
    ]);
}

/**
 * Claims up to `limit` due jobs of the given kinds for this runner. The candidates are found by
 * a plain read (an idle poll writes nothing), then claimed by an UPDATE that checks again that
 * each is still due: of two runners racing for a job only one UPDATE matches it (PostgreSQL
 * re-checks the condition on the row once the first claim commits; SQLite runs one write at a
 * time), so exactly one runner gets each job.
 */
export async function claimDueJobs(
  db: Kysely<Database>,
  {
    kinds,
    workerId,
    leaseMs,
    limit,
    now = new Date(),
  }: { kinds: readonly string[]; workerId: string; leaseMs: number; limit: number; now?: Date },
): Promise<JobRow[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  const timestamp = now.toISOString();
  const candidates = await db
    .selectFrom("jobs")
    .select("id")
    .where("kind", "in", kinds)
    .where(isDue(timestamp))
    .orderBy("run_at")
    .limit(limit)
    .execute();
  if (candidates.length === 0) return [];
  const claimed = await db
    .updateTable("jobs")
    .set((eb) => ({
      status: "running",
      locked_by: workerId,
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb("attempts", "+", 1),
      updated_at: timestamp,
    }))
    .where(
      "id",
      "in",
      candidates.map((row) => row.id),
    )
    .where(isDue(timestamp))
    .returningAll()
    .execute();
  return claimed.map(toJobRow);
}

/** Keeps this runner's claim on jobs still in progress, so a long job is not taken over while it runs. */
export async function extendLeases(
  db: Kysely<Database>,
  { ids, workerId, until }: { ids: readonly string[]; workerId: string; until: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("jobs")
    .set({ locked_until: until.toISOString() })
    .where("id", "in", ids)
    .where("locked_by", "=", workerId)
    .where("status", "=", "running")
    .execute();
}

/** How a run ended, as the runner records it. */
export type JobSettlement =
  | { status: "done" }
  | { status: "failed"; error: string }
  /** Runs again at `runAt`: a retry (attempts kept) or a recurring job's next run (attempts reset). */
  | { status: "pending"; runAt: Date; error: string | null; resetAttempts: boolean };

/** Records how a run ended; ignored (false) when another runner took the job over meanwhile. */
export async function settleJob(
  db: Kysely<Database>,
  {
    id,
    workerId,
    now = new Date(),
    settlement,
  }: { id: string; workerId: string; now?: Date; settlement: JobSettlement },
): Promise<boolean> {
  const timestamp = now.toISOString();
  const changes =
    settlement.status === "pending"
      ? {
          status: "pending" as const,
          run_at: settlement.runAt.toISOString(),
          last_error: settlement.error,
          ...(settlement.resetAttempts ? { attempts: 0, finished_at: timestamp } : {}),
        }
      : {
          status: settlement.status,
          last_error: settlement.status === "failed" ? settlement.error : null,
          finished_at: timestamp,
        };
  const updated = await db
    .updateTable("jobs")
    .set({ ...changes, locked_by: null, locked_until: null, updated_at: timestamp })
    .where("id", "=", id)
    .where("locked_by", "=", workerId)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Hands back a claimed job that never started (its runner is stopping): due again at once, the attempt not counted. */
export async function releaseJob(db: Kysely<Database>, { id, workerId }: { id: string; workerId: string }) {
  await db
    .updateTable("jobs")
    .set((eb) => ({ status: "pending", attempts: eb("attempts", "-", 1), locked_by: null, locked_until: null }))
    .where("id", "=", id)
    .where("locked_by", "=", workerId)
    .where("status", "=", "running")
    .execute();
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
 * Queues a recurring job's row unless it exists. One row per kind is what keeps each run to one
 * instance; an existing row whose next run lies beyond `latestRunAt` (the interval was
 * shortened) is brought forward to it.
 */
export async function ensureRecurringJob(
  db: Kysely<Database>,
  { kind, runAt, latestRunAt, now = new Date() }: { kind: string; runAt: Date; latestRunAt: Date; now?: Date },
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
      run_at: runAt.toISOString(),
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["kind", "key"])
        .doUpdateSet({ run_at: latestRunAt.toISOString(), updated_at: timestamp })
        .where("jobs.status", "=", "pending")
        .where("jobs.run_at", ">", latestRunAt.toISOString()),
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
    .set({ status: "pending", attempts: 0, run_at: timestamp, updated_at: timestamp })
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
