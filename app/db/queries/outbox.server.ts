import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import { databaseKind } from "../dialect";
import type { Database, OutboxJobsTable } from "../schema";

export type OutboxJob = OutboxJobsTable;

/** The job that subscribes a lead to the beehiiv newsletter; the admin's lead list shows its state. */
export const BEEHIIV_DELIVERY = "beehiiv-subscription";

/** Queues one delivery; a second call for the same lead and kind does nothing. */
export async function enqueueOutboxJob(
  db: Kysely<Database> | Transaction<Database>,
  { kind, leadId, now = new Date() }: { kind: string; leadId: string; now?: Date },
): Promise<void> {
  const timestamp = now.toISOString();
  await db
    .insertInto("outbox_jobs")
    .values({
      id: randomUUID(),
      kind,
      lead_id: leadId,
      status: "pending",
      attempts: 0,
      next_attempt_at: timestamp,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((conflict) => conflict.columns(["kind", "lead_id"]).doNothing())
    .execute();
}

/**
 * Asks for an e-mail that may be sent again (a confirmation link, a pack link): queued when the
 * lead has none of this kind, queued again when the last one was settled more than `pauseMs`
 * ago. True when one is now on its way or went out within the pause; false when the last
 * attempt failed within it.
 */
export async function requestMailing(
  db: Kysely<Database> | Transaction<Database>,
  { kind, leadId, now, pauseMs }: { kind: string; leadId: string; now: Date; pauseMs: number },
): Promise<boolean> {
  const timestamp = now.toISOString();
  const job = await db
    .insertInto("outbox_jobs")
    .values({
      id: randomUUID(),
      kind,
      lead_id: leadId,
      status: "pending",
      attempts: 0,
      next_attempt_at: timestamp,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["kind", "lead_id"])
        .doUpdateSet({
          status: "pending",
          attempts: 0,
          next_attempt_at: timestamp,
          last_error: null,
          updated_at: timestamp,
        })
        .where("outbox_jobs.status", "in", ["delivered", "failed"])
        .where("outbox_jobs.updated_at", "<=", new Date(now.getTime() - pauseMs).toISOString()),
    )
    .returning("status")
    .executeTakeFirst();
  if (job) return true;
  const settled = await db
    .selectFrom("outbox_jobs")
    .select("status")
    .where("kind", "=", kind)
    .where("lead_id", "=", leadId)
    .executeTakeFirstOrThrow();
  return settled.status !== "failed";
}

/** Due: pending and its time has come, or claimed by a worker whose lease ran out (it crashed or hung). */
function isDue(now: string) {
  return (eb: ExpressionBuilder<Database, "outbox_jobs">) =>
    eb.or([
      eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
      eb.and([eb("status", "=", "delivering"), eb("locked_until", "<", now)]),
    ]);
}

/**
 * Claims up to `limit` due jobs for this worker in one statement. The due condition is checked
 * again by the UPDATE itself, so two workers (or two servers) racing for a row cannot both get it;
 * PostgreSQL also skips rows another transaction is claiming instead of waiting on them.
 */
export async function claimDueJobs(
  db: Kysely<Database>,
  {
    kind,
    workerId,
    leaseMs,
    limit,
    now = new Date(),
  }: { kind: string; workerId: string; leaseMs: number; limit: number; now?: Date },
): Promise<OutboxJob[]> {
  const timestamp = now.toISOString();
  let candidates = db
    .selectFrom("outbox_jobs")
    .select("id")
    .where("kind", "=", kind)
    .where(isDue(timestamp))
    .orderBy("next_attempt_at")
    .limit(limit);
  if (databaseKind(db) === "postgres") candidates = candidates.forUpdate().skipLocked();
  return db
    .updateTable("outbox_jobs")
    .set((eb) => ({
      status: "delivering",
      locked_by: workerId,
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb("attempts", "+", 1),
      updated_at: timestamp,
    }))
    .where("id", "in", candidates)
    .where(isDue(timestamp))
    .returningAll()
    .execute();
}

type Settled =
  | { outcome: "delivered" }
  | { outcome: "retry"; nextAttemptAt: Date; error: string }
  | { outcome: "failed"; error: string };

/** Records how an attempt ended; ignored when this worker's lease was taken over meanwhile. */
export async function settleJob(
  db: Kysely<Database>,
  { id, workerId, now = new Date(), ...result }: { id: string; workerId: string; now?: Date } & Settled,
): Promise<boolean> {
  const timestamp = now.toISOString();
  const changes =
    result.outcome === "delivered"
      ? { status: "delivered" as const, delivered_at: timestamp, last_error: null }
      : result.outcome === "retry"
        ? { status: "pending" as const, next_attempt_at: result.nextAttemptAt.toISOString(), last_error: result.error }
        : { status: "failed" as const, last_error: result.error };
  const updated = await db
    .updateTable("outbox_jobs")
    .set({ ...changes, locked_by: null, locked_until: null, updated_at: timestamp })
    .where("id", "=", id)
    .where("locked_by", "=", workerId)
    .where("status", "=", "delivering")
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Puts failed jobs (all, or the given ones) back in the queue with a fresh set of attempts. */
export async function requeueFailedJobs(
  db: Kysely<Database>,
  { ids, now = new Date() }: { ids?: readonly string[]; now?: Date } = {},
): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const timestamp = now.toISOString();
  let query = db
    .updateTable("outbox_jobs")
    .set({ status: "pending", attempts: 0, next_attempt_at: timestamp, updated_at: timestamp })
    .where("status", "=", "failed");
  if (ids) query = query.where("id", "in", ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countJobsByStatus(db: Kysely<Database>): Promise<Record<OutboxJob["status"], number>> {
  const rows = await db
    .selectFrom("outbox_jobs")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts = { pending: 0, delivering: 0, delivered: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
