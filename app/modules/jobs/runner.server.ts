import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import pLimit from "p-limit";
import { claimDueJobs, extendLeases, releaseJob, settleJob, type JobRow } from "~/db/queries/jobs.server";
import type { JobContext, JobDefinition, JobOutcome } from "./define";
import { ensureRecurringJobs } from "./recurring.server";
import { onJobQueued } from "./schedule.server";
import { settlementFor } from "./settlement";

export interface JobRunnerOptions {
  /** How often an idle runner asks the database for due jobs (it also wakes when this process queues one). */
  pollIntervalMs: number;
  /** Jobs run at the same time by this runner. */
  concurrency: number;
  /** How long a claim lasts without renewal: a job whose runner died is run again this long after. */
  leaseMs: number;
}

export const DEFAULT_RUNNER_OPTIONS: JobRunnerOptions = { pollIntervalMs: 1_000, concurrency: 4, leaseMs: 30_000 };

export interface JobRunner {
  /** Claims the due jobs (as many as `concurrency`), runs them and resolves to how many there were. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops claiming, tells running jobs to stop (their signal), and waits for them to record how they ended. */
  stop(): Promise<void>;
}

type Services = Omit<JobContext, "job" | "signal">;

/**
 * Runs the registered kinds' jobs in this process. Every server instance runs one; the claims in
 * the database give each job to exactly one of them, and the lease (renewed while a job runs)
 * hands the jobs of an instance that died to another once it runs out.
 */
export function createJobRunner({
  services,
  definitions,
  options: overrides,
}: {
  services: Services;
  definitions: readonly JobDefinition[];
  options?: Partial<JobRunnerOptions>;
}): JobRunner {
  const options = { ...DEFAULT_RUNNER_OPTIONS, ...overrides };
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const logger = services.logger.child({ component: "jobs" });
  const active = definitions.filter((definition) => definition.enabled?.(services.config) ?? true);
  const byKind = new Map(active.map((definition) => [definition.kind, definition]));
  /** Kinds whose other side asked us to wait (a 429 with Retry-After), until when. */
  const pausedUntil = new Map<string, number>();
  const inFlight = new Map<string, Promise<void>>();
  const stopping = new AbortController();
  let recurringReady = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let stopListening: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const claimableKinds = () => {
    const now = Date.now();
    return active.map((definition) => definition.kind).filter((kind) => (pausedUntil.get(kind) ?? 0) <= now);
  };

  async function run(job: JobRow): Promise<void> {
    const definition = byKind.get(job.kind)!;
    const jobLogger = logger.child({ kind: job.kind, jobId: job.id, key: job.key });
    let outcome: JobOutcome | void;
    const payload = definition.payload.safeParse(job.payload);
    if (!payload.success) outcome = { fail: `The job's payload is not valid: ${payload.error.message}` };
    else {
      try {
        outcome = await definition.run(payload.data, {
          ...services,
          logger: jobLogger,
          job: { id: job.id, key: job.key, attempt: job.attempts },
          signal: stopping.signal,
        });
      } catch (error) {
        outcome = { retry: error instanceof Error ? error.message : String(error) };
      }
    }
    const now = new Date();
    if (outcome && "retry" in outcome && outcome.pauseKind && outcome.afterMs !== undefined)
      pausedUntil.set(job.kind, Math.max(pausedUntil.get(job.kind) ?? 0, now.getTime() + outcome.afterMs));
    const settlement = settlementFor(definition, job.attempts, outcome, now);
    if (settlement.status === "failed") jobLogger.error({ error: settlement.error }, "background job failed for good");
    else if (settlement.status === "pending" && settlement.error)
      jobLogger.warn({ error: settlement.error, runAt: settlement.runAt }, "background job will run again");
    const recorded = await settleJob(services.db, { id: job.id, workerId, now, settlement });
    if (!recorded) jobLogger.warn("background job was taken over by another runner before it finished");
  }

  function launch(job: JobRow): Promise<void> {
    const running = run(job)
      .catch((error: unknown) => logger.error({ err: error, jobId: job.id }, "recording a job's end failed"))
      .finally(() => {
        inFlight.delete(job.id);
        wake?.();
      });
    inFlight.set(job.id, running);
    return running;
  }

  async function claim(limit: number): Promise<JobRow[]> {
    if (!recurringReady) {
      await ensureRecurringJobs(services.db, active);
      recurringReady = true;
    }
    return claimDueJobs(services.db, { kinds: claimableKinds(), workerId, leaseMs: options.leaseMs, limit });
  }

  async function runOnce(): Promise<number> {
    const jobs = await claim(options.concurrency);
    const limit = pLimit(options.concurrency);
    await Promise.all(
      jobs.map((job) =>
        limit(() => (stopping.signal.aborted ? releaseJob(services.db, { id: job.id, workerId }) : launch(job))),
      ),
    );
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
    while (!stopping.signal.aborted) {
      const free = options.concurrency - inFlight.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const jobs = await claim(free);
          jobs.forEach(launch);
          claimed = jobs.length;
        } catch (error) {
          logger.error({ err: error }, "looking for due jobs failed; trying again shortly");
        }
      }
      // Every slot filled: more may be due, so look again as soon as one frees up (which wakes us).
      if (!stopping.signal.aborted && (claimed < free || free === 0)) await sleep(options.pollIntervalMs);
    }
  }

  return {
    runOnce,
    start() {
      if (loop) return;
      stopListening = onJobQueued(() => wake?.());
      heartbeat = setInterval(() => {
        const ids = [...inFlight.keys()];
        extendLeases(services.db, { ids, workerId, until: new Date(Date.now() + options.leaseMs) }).catch(
          (error: unknown) => logger.warn({ err: error }, "renewing the claims on running jobs failed"),
        );
      }, options.leaseMs / 3);
      heartbeat.unref();
      loop = poll();
    },
    async stop() {
      stopping.abort();
      wake?.();
      stopListening?.();
      await loop;
      await Promise.all(inFlight.values());
      clearInterval(heartbeat);
    },
  };
}
