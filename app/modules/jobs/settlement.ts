import type { JobSettlement } from "~/db/queries/jobs.server";
import { backoffMs, DEFAULT_RETRY, type JobDefinition, type JobOutcome } from "./define";

/**
 * What a run's outcome does to its job: done, failed for good, or retried after the time the
 * outcome names or the kind's backoff. A recurring job is never done or failed: it goes back to
 * waiting for its next regular run (a retry that comes sooner takes its place), with any error
 * recorded.
 */
export function settlementFor(
  definition: Pick<JobDefinition, "everyMs" | "retry">,
  attempts: number,
  outcome: JobOutcome | void,
  now: Date,
  random = Math.random,
): JobSettlement {
  const policy = { ...DEFAULT_RETRY, ...definition.retry };
  const error = !outcome ? null : "fail" in outcome ? outcome.fail : outcome.retry;
  const retryAt =
    outcome && "retry" in outcome && attempts < policy.maxAttempts
      ? now.getTime() + (outcome.afterMs ?? backoffMs(attempts, policy, random))
      : undefined;
  const retry = (at: number): JobSettlement => ({
    status: "pending",
    runAt: new Date(at),
    error,
    resetAttempts: false,
  });

  if (definition.everyMs) {
    const nextRun = now.getTime() + definition.everyMs;
    if (retryAt !== undefined && retryAt < nextRun) return retry(retryAt);
    return { status: "pending", runAt: new Date(nextRun), error, resetAttempts: true };
  }
  if (error === null) return { status: "done" };
  return retryAt === undefined ? { status: "failed", error } : retry(retryAt);
}
