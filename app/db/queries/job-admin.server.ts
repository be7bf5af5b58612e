import type { Kysely } from "kysely";
import { databaseNow } from "../clock";
import type { Database, JobStatus } from "../schema";
import { RECURRING_KEY } from "./jobs.server";

/** A job as the admin's jobs screen lists it. */
export interface AdminJob {
  id: string;
  kind: string;
  key: string | null;
  status: JobStatus;
  attempts: number;
  runAt: string;
  lockedUntil: string | null;
  lastError: string | null;
  finishedAt: string | null;
  updatedAt: string;
}

/** How many of each listed status, and a page of each, most urgent first. */
export interface JobsOverview {
  counts: Record<"pending" | "running" | "failed", number>;
  pending: AdminJob[];
  running: AdminJob[];
  failed: AdminJob[];
  /** The recurring tasks (one row each), with their last error and next run. */
  recurring: AdminJob[];
}

const COLUMNS = [
  "id",
  "kind",
  "key",
  "status",
  "attempts",
  "run_at",
  "locked_until",
  "last_error",
  "finished_at",
  "updated_at",
] as const;

type Row = Pick<Database["jobs"], (typeof COLUMNS)[number]>;

function toAdminJob(row: Row): AdminJob {
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    status: row.status,
    attempts: row.attempts,
    runAt: row.run_at,
    lockedUntil: row.locked_until,
    lastError: row.last_error,
    finishedAt: row.finished_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The one-off jobs waiting, running and failed (recurring tasks apart), `limit` of each: the
 * next due first, the running by when they started, the failed newest first.
 */
export async function loadJobsOverview(db: Kysely<Database>, { limit }: { limit: number }): Promise<JobsOverview> {
  const oneOff = (status: JobStatus) =>
    db
      .selectFrom("jobs")
      .select(COLUMNS)
      .where("status", "=", status)
      .where((eb) => eb.or([eb("key", "is", null), eb("key", "!=", RECURRING_KEY)]));
  const [counts, pending, running, failed, recurring] = await Promise.all([
    db
      .selectFrom("jobs")
      .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
      .where("status", "in", ["pending", "running", "failed"])
      .where((eb) => eb.or([eb("key", "is", null), eb("key", "!=", RECURRING_KEY)]))
      .groupBy("status")
      .execute(),
    oneOff("pending").orderBy("run_at").limit(limit).execute(),
    oneOff("running").orderBy("updated_at").limit(limit).execute(),
    oneOff("failed").orderBy("finished_at", "desc").limit(limit).execute(),
    db.selectFrom("jobs").select(COLUMNS).where("key", "=", RECURRING_KEY).orderBy("kind").execute(),
  ]);
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.count ?? 0);
  return {
    counts: { pending: count("pending"), running: count("running"), failed: count("failed") },
    pending: pending.map(toAdminJob),
    running: running.map(toAdminJob),
    failed: failed.map(toAdminJob),
    recurring: recurring.map(toAdminJob),
  };
}

/**
 * Queues a failed job again (or every failed one when `id` is unset) with a fresh set of
 * attempts, due now. Returns how many were queued.
 */
export async function retryFailedJobs(db: Kysely<Database>, id?: string): Promise<number> {
  const result = await db
    .updateTable("jobs")
    .set({ status: "pending", attempts: 0, run_at: databaseNow(db), updated_at: new Date().toISOString() })
    .where("status", "=", "failed")
    .$if(id !== undefined, (query) => query.where("id", "=", id!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Removes a one-off job that is waiting or failed, never one a runner holds right now nor a
 * recurring task's row. Returns what it was, or undefined when there was no such job.
 */
export async function discardJob(
  db: Kysely<Database>,
  id: string,
): Promise<{ kind: string; key: string | null } | undefined> {
  return db
    .deleteFrom("jobs")
    .where("id", "=", id)
    .where("status", "in", ["pending", "failed"])
    .where((eb) => eb.or([eb("key", "is", null), eb("key", "!=", RECURRING_KEY)]))
    .returning(["kind", "key"])
    .executeTakeFirst();
}
