import type { JobSettlement } from "~/db/queries/job-leases.server";
import { backoffMs, DEFAULT_RETRY, type JobDefinition, type JobOutcome } from "./define";

/**
 * What a run's outcome does to its job: done, failed for good, or retried after the time the
 * outcome names or the kind's backoff (counted from the moment it is recorded, on the
 * database's clock). A recurring job is never done or failed: it goes back to waiting for its
 * next regular run (a retry that comes sooner takes its place), with any error recorded.
 */
export function settlementFor(
  definition: Pick<JobDefinition, "everyMs" | "retry">,
  attempts: number,
  outcome: JobOutcome | void,
  random = Math.random,
): JobSettlement {
  const policy = { ...DEFAULT_RETRY, ...definition.retry };
  const error = !outcome ? null : "fail" in outcome ? outcome.fail : outcome.retry;
  const retryAfter =
    outcome && "retry" in outcome && attempts < policy.maxAttempts
      ? (outcome.afterMs ?? backoffMs(attempts, policy, random))
      : undefined;
  const retry = (afterMs: number): JobSettlement => ({ status: "pending", afterMs, error, resetAttempts: false });

  if (definition.everyMs) {
    if (retryAfter !== undefined && retryAfter < definition.everyMs) return retry(retryAfter);
    return { status: "pending", afterMs: definition.everyMs, error, resetAttempts: true };
  }
  if (error === null) return { status: "done" };
  return retryAfter === undefined ? { status: "failed", error } : retry(retryAfter);
}
