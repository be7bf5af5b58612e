import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { claimDueJobs, extendLeases, releaseJob, settleJob, type JobRow } from "~/db/queries/job-leases.server";
import { activePauses, pauseJobs } from "~/db/queries/job-pauses.server";
import type { JobAbort, JobContext, JobDefinition, JobOutcome } from "./define";
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
  /** Claims the due jobs (as many as `concurrency`), runs them (renewing their claims) and resolves to how many there were. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops claiming, tells running jobs to stop (their signal), and waits for them to record how they ended. */
  stop(): Promise<void>;
}

type Services = Omit<JobContext, "job" | "signal">;

/** A job this runner is running: its run, its own abort, and until when (on this process's monotonic clock) its claim is known to hold. */
interface Running {
  done: Promise<void>;
  claimLost: AbortController;
  claimHoldsUntil: number;
}

/**
 * Runs the registered kinds' jobs in this process. Every server instance runs one; the claims in
 * the database give each job to exactly one of them, and the lease (renewed while a job runs,
 * on the database's clock) hands the jobs of an instance that died to another once it runs out.
 * A runner that cannot renew a claim, or finds it taken over, aborts that job's signal.
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
  const pauseName = (definition: JobDefinition) => definition.pauses ?? definition.kind;
  const inFlight = new Map<string, Running>();
  const stopping = new AbortController();
  let recurringReady = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let stopListening: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let renewing = false;

  /** The kinds no provider's pause holds right now, on any instance. */
  async function claimableKinds(): Promise<string[]> {
    const pauses = await activePauses(services.db);
    return active.filter((definition) => !pauses.has(pauseName(definition))).map((definition) => definition.kind);
  }

  async function outcomeOf(job: JobRow, definition: JobDefinition, signal: AbortSignal): Promise<JobOutcome | void> {
    const payload = definition.payload.safeParse(job.payload);
    if (!payload.success) return { fail: `The job's payload is not valid: ${payload.error.message}` };
    try {
      return await definition.run(payload.data, {
        ...services,
        logger: logger.child({ kind: job.kind, jobId: job.id, key: job.key }),
        job: { id: job.id, key: job.key, attempt: job.attempts },
        signal,
      });
    } catch (error) {
      return { retry: error instanceof Error ? error.message : String(error) };
    }
  }

  async function run(job: JobRow, running: Running): Promise<void> {
    const definition = byKind.get(job.kind)!;
    const jobLogger = logger.child({ kind: job.kind, jobId: job.id, key: job.key });
    const signal = AbortSignal.any([stopping.signal, running.claimLost.signal]);
    const outcome = await outcomeOf(job, definition, signal);
    if (running.claimLost.signal.aborted) jobLogger.warn("background job stopped: this runner lost its claim on it");
    // Stopped halfway by a shutdown: due again at once elsewhere, not delayed by a backoff.
    if (stopping.signal.aborted && outcome && "retry" in outcome && !running.claimLost.signal.aborted) {
      await releaseJob(services.db, { id: job.id, workerId, interrupted: true });
      return;
    }
    if (outcome && "retry" in outcome && outcome.pauseKind && outcome.afterMs !== undefined) {
      await pauseJobs(services.db, { name: pauseName(definition), forMs: outcome.afterMs, reason: outcome.retry });
      jobLogger.warn({ pause: pauseName(definition), forMs: outcome.afterMs }, "jobs paused on every instance");
    }
    const settlement = settlementFor(definition, job.attempts, outcome);
    if (settlement.status === "failed") jobLogger.error({ error: settlement.error }, "background job failed for good");
    else if (settlement.status === "pending" && settlement.error)
      jobLogger.warn({ error: settlement.error, afterMs: settlement.afterMs }, "background job will run again");
    const recorded = await settleJob(services.db, { id: job.id, workerId, settlement });
    if (!recorded) jobLogger.warn("background job was taken over by another runner before it finished");
  }

  function launch(job: JobRow, claimedAt: number): Promise<void> {
    const running: Running = {
      done: Promise.resolve(),
      claimLost: new AbortController(),
      claimHoldsUntil: claimedAt + options.leaseMs,
    };
    inFlight.set(job.id, running);
    keepClaims();
    running.done = run(job, running)
      .catch((error: unknown) => logger.error({ err: error, jobId: job.id }, "recording a job's end failed"))
      .finally(() => {
        inFlight.delete(job.id);
        if (inFlight.size === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
        wake?.();
      });
    return running.done;
  }

  /** While jobs run, renews their claims every third of a lease, for runOnce and the polling loop alike. */
  function keepClaims() {
    if (heartbeat) return;
    heartbeat = setInterval(() => void renewClaims(), options.leaseMs / 3);
    heartbeat.unref();
  }

  async function renewClaims(): Promise<void> {
    if (renewing || inFlight.size === 0) return;
    renewing = true;
    const ids = [...inFlight.keys()];
    const sentAt = performance.now();
    try {
      const kept = await extendLeases(services.db, { ids, workerId, leaseMs: options.leaseMs });
      for (const id of ids) {
        const running = inFlight.get(id);
        if (!running) continue;
        if (kept.has(id)) running.claimHoldsUntil = sentAt + options.leaseMs;
        else running.claimLost.abort("claim lost" satisfies JobAbort);
      }
    } catch (error) {
      logger.warn({ err: error }, "renewing the claims on running jobs failed");
    } finally {
      renewing = false;
    }
    // A claim not renewed for two thirds of its lease may be another instance's before the next try.
    const margin = options.leaseMs / 3;
    for (const running of inFlight.values()) {
      if (performance.now() > running.claimHoldsUntil - margin)
        running.claimLost.abort("claim lost" satisfies JobAbort);
    }
  }

  async function claim(limit: number): Promise<{ jobs: JobRow[]; claimedAt: number }> {
    if (!recurringReady) {
      await ensureRecurringJobs(services.db, active);
      recurringReady = true;
    }
    const claimedAt = performance.now();
    const kinds = await claimableKinds();
    const jobs = await claimDueJobs(services.db, { kinds, workerId, leaseMs: options.leaseMs, limit });
    return { jobs, claimedAt };
  }

  async function runOnce(): Promise<number> {
    const { jobs, claimedAt } = await claim(options.concurrency);
    await Promise.all(
      jobs.map((job) =>
        stopping.signal.aborted ? releaseJob(services.db, { id: job.id, workerId }) : launch(job, claimedAt),
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
          const { jobs, claimedAt } = await claim(free);
          for (const job of jobs) void launch(job, claimedAt);
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
      loop = poll();
    },
    async stop() {
      stopping.abort("server stopping" satisfies JobAbort);
      wake?.();
      stopListening?.();
      await loop;
      await Promise.all([...inFlight.values()].map((running) => running.done));
      clearInterval(heartbeat);
    },
  };
}
