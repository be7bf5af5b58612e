import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import pLimit from "p-limit";
import type { Logger } from "pino";
import { findLeadForDelivery, type DeliveredLead } from "~/db/queries/leads.server";
import { claimDueJobs, settleJob, type OutboxJob } from "~/db/queries/outbox.server";
import type { Database } from "~/db/schema";
import type { DeliveryResult } from "./beehiiv.server";

export interface OutboxWorkerOptions {
  pollIntervalMs: number;
  batchSize: number;
  concurrency: number;
  /** How long a claim lasts; a worker that dies mid-delivery frees its jobs after this. */
  leaseMs: number;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  requestTimeoutMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxWorkerOptions = {
  pollIntervalMs: 2_000,
  batchSize: 25,
  concurrency: 4,
  leaseMs: 60_000,
  maxAttempts: 12,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  // Under the server's 10 s shutdown grace, so a stopping worker finishes its request and records it.
  requestTimeoutMs: 8_000,
};

/** Exponential backoff with ±20% jitter, so retries from many jobs do not arrive together. */
export function backoffMs(
  attempts: number,
  options: Pick<OutboxWorkerOptions, "baseDelayMs" | "maxDelayMs">,
  random = Math.random,
): number {
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

export interface OutboxWorker {
  /** Claims and delivers one batch; resolves to the number of jobs handled. */
  runOnce(): Promise<number>;
  start(): void;
  /** Finishes the batch in hand, then stops polling. */
  stop(): Promise<void>;
}

/** One kind of outbox job: what is done with a lead (sent to beehiiv, sent a confirmation e-mail). */
export interface Delivery {
  kind: string;
  /**
   * `retry` is set when an earlier attempt may have got through with its answer never
   * recorded (it timed out, or its worker died before settling).
   */
  deliver(lead: DeliveredLead, attempt: { retry: boolean; timeoutMs: number }): Promise<DeliveryResult>;
}

interface WorkerDeps {
  db: Kysely<Database>;
  logger: Logger;
  delivery: Delivery;
  options?: Partial<OutboxWorkerOptions>;
}

/** Works through the database outbox's jobs of one kind, inside the server process. */
export function createOutboxWorker({ db, logger, delivery, options: overrides }: WorkerDeps): OutboxWorker {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...overrides };
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const limit = pLimit(options.concurrency);
  let pausedUntil = 0;
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  async function settle(job: OutboxJob, result: DeliveryResult): Promise<void> {
    const now = new Date();
    if (result.ok) {
      await settleJob(db, { id: job.id, workerId, now, outcome: "delivered" });
      return;
    }
    if (result.retryAfterMs !== undefined) pausedUntil = Math.max(pausedUntil, now.getTime() + result.retryAfterMs);
    if (!result.retryable || job.attempts >= options.maxAttempts) {
      logger.error({ jobId: job.id, leadId: job.lead_id, error: result.error }, "lead delivery failed for good");
      await settleJob(db, { id: job.id, workerId, now, outcome: "failed", error: result.error });
      return;
    }
    const delay = result.retryAfterMs ?? backoffMs(job.attempts, options);
    logger.warn(
      { jobId: job.id, attempts: job.attempts, delayMs: delay, error: result.error },
      "lead delivery will be retried",
    );
    await settleJob(db, {
      id: job.id,
      workerId,
      now,
      outcome: "retry",
      error: result.error,
      nextAttemptAt: new Date(now.getTime() + delay),
    });
  }

  async function deliver(job: OutboxJob): Promise<void> {
    const lead = await findLeadForDelivery(db, job.lead_id);
    if (!lead) {
      await settleJob(db, { id: job.id, workerId, outcome: "failed", error: "lead no longer exists" });
      return;
    }
    await settle(job, await delivery.deliver(lead, { retry: job.attempts > 1, timeoutMs: options.requestTimeoutMs }));
  }

  async function runOnce(): Promise<number> {
    if (Date.now() < pausedUntil) return 0;
    const jobs = await claimDueJobs(db, {
      kind: delivery.kind,
      workerId,
      leaseMs: options.leaseMs,
      limit: options.batchSize,
    });
    await Promise.all(jobs.map((job) => limit(() => deliver(job))));
    return jobs.length;
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function poll(): Promise<void> {
    while (running) {
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (error) {
        logger.error({ err: error }, "outbox poll failed; trying again shortly");
      }
      // A full batch means more may be waiting: go again at once.
      if (running && handled < options.batchSize) {
        await sleep(Math.max(options.pollIntervalMs, pausedUntil - Date.now()));
      }
    }
  }

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      loop = poll();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
