import type { Kysely } from "kysely";
import { countHit, deleteCounter, deleteCountersBefore } from "~/db/queries/rate-limits.server";
import type { Database } from "~/db/schema";

export interface RateLimitRule {
  /** What is limited, e.g. "admin-sign-in:pair" or "subscribe". */
  bucket: string;
  /** Who is limited, e.g. an e-mail address and a client IP, or a client IP. */
  subject: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  limited: boolean;
  /** Seconds until the window ends and the count starts again (0 when not limited). */
  retryAfterSeconds: number;
  /** Requests counted in the window, this one included. */
  count: number;
}

/**
 * Counts this request and says whether it is over the limit. The count is kept in the database
 * (every instance behind a load balancer and every restart see the same numbers) and is
 * incremented and read in one statement, so requests arriving together each get their own
 * number: at most `limit` of them are ever let through in a window, however many are in flight.
 * A fixed window starts with the first request after the previous one ended.
 */
export async function consumeRateLimit(
  db: Kysely<Database>,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitState> {
  const { hits, windowStartedAt } = await countHit(db, rule, {
    now,
    windowStartedBefore: new Date(now.getTime() - rule.windowMs),
  });
  if (hits <= rule.limit) return { limited: false, retryAfterSeconds: 0, count: hits };
  const windowEnd = new Date(windowStartedAt).getTime() + rule.windowMs;
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)), count: hits };
}

/** Forgets the subject's count, e.g. after a successful sign-in. */
export async function clearRateLimit(
  db: Kysely<Database>,
  rule: Pick<RateLimitRule, "bucket" | "subject">,
): Promise<void> {
  await deleteCounter(db, rule);
}

/** Drops counters whose window ended long ago (older than any window in use). */
export async function pruneRateLimits(db: Kysely<Database>, olderThanMs: number, now = new Date()): Promise<void> {
  await deleteCountersBefore(db, new Date(now.getTime() - olderThanMs));
}

/** "3 minutes" / "45 seconds": for messages such as "Too many attempts. Try again in 3 minutes." */
export function describeWait(seconds: number): string {
  if (seconds >= 90) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minutes`;
  }
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}
