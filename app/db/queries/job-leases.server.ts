import type { Expression, ExpressionBuilder, Kysely, QueryCreator } from "kysely";
import { databaseNow } from "../clock";
import { databaseKind } from "../dialect";
import { readJson } from "../json";
import type { Database, JobsTable } from "../schema";

/**
 * The runner's side of the jobs table: claiming due jobs under a lease on the database's clock,
 * renewing it, and recording how each run ended. Queueing lives in jobs.server.ts.
 */

/** A job as its runner holds it: the row with its payload read back from JSON. */
export interface JobRow extends Omit<JobsTable, "payload"> {
  payload: unknown;
}

function toJobRow(row: JobRow): JobRow {
  return { ...row, payload: readJson<unknown>(row.payload, null) };
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

/** The ids of the `limit` due jobs of these kinds that have waited longest. */
function oldestDue(query: QueryCreator<Database>, kinds: readonly string[], now: Expression<string>, limit: number) {
  return query
    .selectFrom("jobs")
    .select("id")
    .where("kind", "in", kinds)
    .where(isDue(now))
    .orderBy("run_at")
    .limit(limit);
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
      .with("next", (query) => oldestDue(query, kinds, now, limit).forUpdate().skipLocked())
      .updateTable("jobs")
      .from("next")
      .set((eb) => ({ ...claim, attempts: eb("jobs.attempts", "+", 1) }))
      .whereRef("jobs.id", "=", "next.id")
      .returningAll("jobs")
      .execute();
    return claimed.map(toJobRow);
  }
  const candidates = await oldestDue(db, kinds, now, limit).execute();
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
