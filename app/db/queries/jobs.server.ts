import { randomUUID } from "node:crypto";
import type { Expression, ExpressionBuilder, Kysely, Transaction } from "kysely";
import { databaseNow } from "../clock";
import { databaseKind } from "../dialect";
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

/**
 * Due: pending and its time has come, or held by a runner whose lease ran out (it died or hung),
 * both on the database's clock.
 */
function isDue(now: Expression<string>) {
  return (eb: ExpressionBuilder<Database, "jobs">) =>
    eb.or([
      eb.and([eb("status", "=", "pending"), eb("run_at", "<=", now)]),
      eb.and([eb("status", "=", "running"), eb("locked_until", "<", now)]),
    ]);
}

/**
 * Claims up to `limit` due jobs of the given kinds for this runner, the oldest first, with a
 * lease of `leaseMs` on the database's clock.
 *
 * PostgreSQL locks the rows it takes (`FOR UPDATE SKIP LOCKED`) and passes over those another
 * instance is claiming at that moment, so instances polling together share the due jobs
 * instead of queueing behind one another's locks for the same oldest rows. SQLite runs one
 * write at a time: the candidates are found by a plain read (an idle poll writes nothing), then
 * claimed by an UPDATE that checks again that each is still due, so of two runners racing for a
 * job only one gets it.
 */
export async function claimDueJobs(
  db: Kysely<Database>,
  { kinds, workerId, leaseMs, limit }: { kinds: readonly string[]; workerId: string; leaseMs: number; limit: number },
): Promise<JobRow[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  const now = databaseNow(db);
  const claim = {
    status: "running" as const,
    locked_by: workerId,
    locked_until: databaseNow(db, leaseMs),
    updated_at: new Date().toISOString(),
  };
  if (databaseKind(db) === "postgres") {
    const claimed = await db
      .with("next", (query) =>
        query
          .selectFrom("jobs")
          .select("id")
          .where("kind", "in", kinds)
          .where(isDue(now))
          .orderBy("run_at")
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .updateTable("jobs")
      .from("next")
      .set((eb) => ({ ...claim, attempts: eb("jobs.attempts", "+", 1) }))
      .whereRef("jobs.id", "=", "next.id")
      .returningAll("jobs")
      .execute();
    return claimed.map(toJobRow);
  }
  const candidates = await db
    .selectFrom("jobs")
    .select("id")
    .where("kind", "in", kinds)
    .where(isDue(now))
    .orderBy("run_at")
    .limit(limit)
    .execute();
  if (candidates.length === 0) return [];
  const claimed = await db
    .updateTable("jobs")
    .set((eb) => ({ ...claim, attempts: eb("attempts", "+", 1) }))
    .where(
      "id",
      "in",
      candidates.map((row) => row.id),
    )
    .where(isDue(now))
    .returningAll()
    .execute();
  return claimed.map(toJobRow);
}

/**
 * Keeps this runner's claim on jobs still in progress, `leaseMs` from now on the database's
 * clock. Returns the ids still this runner's: a job missing from them was taken over (its lease
 * ran out while this instance stalled), and its run must stop.
 */
export async function extendLeases(
  db: Kysely<Database>,
  { ids, workerId, leaseMs }: { ids: readonly string[]; workerId: string; leaseMs: number },
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const renewed = await db
    .updateTable("jobs")
    .set({ locked_until: databaseNow(db, leaseMs) })
    .where("id", "in", ids)
    .where("locked_by", "=", workerId)
    .where("status", "=", "running")
    .returning("id")
    .execute();
  return new Set(renewed.map((row) => row.id));
}

/** How a run ended, as the runner records it. */
export type JobSettlement =
  | { status: "done" }
  | { status: "failed"; error: string }
  /** Runs again `afterMs` from now on the database's clock: a retry (attempts kept) or a recurring job's next run (attempts reset). */
  | { status: "pending"; afterMs: number; error: string | null; resetAttempts: boolean };

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
          run_at: databaseNow(db, settlement.afterMs),
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

/**
 * Hands back a claimed job whose runner is stopping: due again at once. One that never started
 * does not count the attempt; one stopped halfway does (it may have had effects: its next run
 * checks, as a retry does), with why it stopped.
 */
export async function releaseJob(
  db: Kysely<Database>,
  { id, workerId, interrupted = false }: { id: string; workerId: string; interrupted?: boolean },
) {
  await db
    .updateTable("jobs")
    .set((eb) => ({
      status: "pending",
      locked_by: null,
      locked_until: null,
      ...(interrupted ? { last_error: "stopped halfway by a server shutdown" } : { attempts: eb("attempts", "-", 1) }),
    }))
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
