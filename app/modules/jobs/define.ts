import type { z } from "zod";
import type { AppContext } from "~/context";

/** What a job's handler gets besides its payload: the server's services and the run it is. */
export interface JobContext extends Pick<AppContext, "db" | "config" | "storage" | "logger"> {
  /** The server's content version (absent in tools and tests): a job may skip work while content is unchanged. */
  contentVersion?: AppContext["contentVersion"];
  job: {
    id: string;
    key: string | null;
    /** 1 on the first run; more when an earlier run failed or its runner died before recording the end. */
    attempt: number;
  };
  /**
   * Aborted when the server stops, or when this runner lost its claim on the job (its lease ran
   * out while the instance stalled, and another may be running it now). A job stops its work
   * when it aborts: it passes the signal to what it waits on (fetch, a download) and checks it
   * between steps. Its reason is a JobAbort.
   */
  signal: AbortSignal;
}

/** Why a job's signal aborted. */
export type JobAbort = "server stopping" | "claim lost";

/** A run's end other than success (returning nothing is success). */
export type JobOutcome =
  /**
   * Try again: after `afterMs` when given (the other side said when), else after the kind's
   * backoff. `pauseKind` with `afterMs`: the other side's "not before" holds for every job that
   * calls it (the kind's `pauses`), on every instance, for that long.
   */
  | { retry: string; afterMs?: number; pauseKind?: boolean }
  /** Give up on this job for good; it stays as failed with the reason. */
  | { fail: string };

export interface RetryPolicy {
  /** Runs before a job is failed for good, counting the first. */
  maxAttempts: number;
  /** Wait before the second run; doubles each time, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 10_000, maxDelayMs: 10 * 60_000 };

/**
 * One kind of background job: its name, what its payload must look like, and what running it
 * does. Handlers may run more than once for one job (a runner can die after the work and before
 * recording it), so they check their effect is still needed, in the database, before making it.
 */
export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  kind: string;
  payload: Schema;
  run(payload: z.infer<Schema>, context: JobContext): Promise<JobOutcome | void>;
  retry?: Partial<RetryPolicy>;
  /**
   * Runs again this long after each run ends, on one instance at a time. A recurring job has
   * one row, created when the runner starts; its payload is `{}`.
   */
  everyMs?: number;
  /** Whether this server runs the kind at all (a provider that is not configured); queued jobs wait. */
  enabled?(config: AppContext["config"]): boolean;
  /** Finished jobs are forgotten after a while, except a kind whose rows are a record (lead deliveries). */
  keepFinished?: boolean;
  /**
   * The provider this kind calls, whose pause (`pauseKind`) it shares with every other kind
   * calling it: two kinds that post to beehiiv both wait out its 429. The kind itself by default.
   */
  pauses?: string;
}

/** Keeps the payload's type attached to the definition, so queueing a job checks it at compile time. */
export function defineJob<Schema extends z.ZodType>(definition: JobDefinition<Schema>): JobDefinition<Schema> {
  return definition;
}

/** The exponential backoff before run `attempts + 1`, with ±20 % jitter so failed jobs do not come back together. */
export function backoffMs(attempts: number, policy: Omit<RetryPolicy, "maxAttempts">, random = Math.random): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}
