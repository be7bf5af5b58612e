import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import { cancelPendingJob, insertJob } from "~/db/queries/jobs.server";
import type { Database } from "~/db/schema";
import type { JobDefinition } from "./define";

type Queryable = Kysely<Database> | Transaction<Database>;

export interface ScheduleOptions {
  /** When it should run; now when unset. */
  runAt?: Date;
  /** Names what the job is about, unique per kind, to find, replace or cancel it later. */
  key?: string;
  /** With `key` already queued: keep that job (default) or replace its time and payload. */
  ifExists?: "keep" | "replace";
}

/** Runners in this process, told when a job is queued here so they need not wait for their next poll. */
const listeners = new Set<() => void>();

export function onJobQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Queues a job of a registered kind, inside the caller's transaction when given one (the job
 * then exists exactly when the change that needs it does). The payload is checked against the
 * kind's schema now, so a bad one fails the caller instead of the job.
 */
export async function scheduleJob<Schema extends z.ZodType>(
  db: Queryable,
  definition: JobDefinition<Schema>,
  payload: z.input<Schema>,
  { runAt, key, ifExists }: ScheduleOptions = {},
): Promise<boolean> {
  const checked = definition.payload.parse(payload);
  const queued = await insertJob(db, { kind: definition.kind, key, payload: checked, runAt, ifExists });
  // Inside a transaction the job is not visible yet; the runner's next poll finds it.
  if (queued && !db.isTransaction && (!runAt || runAt.getTime() <= Date.now())) for (const wake of listeners) wake();
  return queued;
}

/** Withdraws a job that has not started; false when none was waiting. */
export function cancelJob(db: Queryable, definition: JobDefinition, key: string): Promise<boolean> {
  return cancelPendingJob(db, { kind: definition.kind, key });
}
