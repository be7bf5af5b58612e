import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

export interface RateLimitRule {
  /** What is limited, e.g. "login-failure:account" or "subscribe". */
  bucket: string;
  /** Who is limited, e.g. an e-mail address or a client IP. */
  subject: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  limited: boolean;
  /** Seconds until the oldest counted event leaves the window (0 when not limited). */
  retryAfterSeconds: number;
  count: number;
}

/**
 * Sliding-window counts kept in the database, so every instance behind a load balancer and
 * every restart sees the same numbers.
 */
export async function readRateLimit(
  db: Kysely<Database>,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitState> {
  const since = new Date(now.getTime() - rule.windowMs).toISOString();
  const rows = await db
    .selectFrom("rate_limit_events")
    .select("created_at")
    .where("bucket", "=", rule.bucket)
    .where("subject", "=", rule.subject)
    .where("created_at", ">", since)
    .orderBy("created_at", "desc")
    .limit(rule.limit)
    .execute();
  if (rows.length < rule.limit) return { limited: false, retryAfterSeconds: 0, count: rows.length };
  const oldestCounted = new Date(rows[rows.length - 1]!.created_at).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((oldestCounted + rule.windowMs - now.getTime()) / 1000));
  return { limited: true, retryAfterSeconds, count: rows.length };
}

export async function recordRateLimitEvent(
  db: Kysely<Database>,
  rule: Pick<RateLimitRule, "bucket" | "subject">,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("rate_limit_events")
    .values({ bucket: rule.bucket, subject: rule.subject, created_at: now.toISOString() })
    .execute();
}

/** Checks the limit and, when not yet reached, counts this request. */
export async function consumeRateLimit(
  db: Kysely<Database>,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitState> {
  const state = await readRateLimit(db, rule, now);
  if (state.limited) return state;
  await recordRateLimitEvent(db, rule, now);
  return { ...state, count: state.count + 1 };
}

export async function clearRateLimit(
  db: Kysely<Database>,
  rule: Pick<RateLimitRule, "bucket" | "subject">,
): Promise<void> {
  await db
    .deleteFrom("rate_limit_events")
    .where("bucket", "=", rule.bucket)
    .where("subject", "=", rule.subject)
    .execute();
}

/** Drops events older than any window in use; called now and then, not on every request. */
export async function pruneRateLimitEvents(db: Kysely<Database>, olderThanMs: number, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - olderThanMs).toISOString();
  await db.deleteFrom("rate_limit_events").where("created_at", "<", before).execute();
}

/** "3 minutes" / "45 seconds": for messages such as "Too many attempts. Try again in 3 minutes." */
export function describeWait(seconds: number): string {
  if (seconds >= 90) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minutes`;
  }
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}
