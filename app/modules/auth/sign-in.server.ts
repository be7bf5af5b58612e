import type { Kysely } from "kysely";
import { findAdminUserByEmail, findSoleAdminUser, normalizeEmail } from "~/db/queries/admin-users.server";
import type { Database } from "~/db/schema";
import {
  clearRateLimit,
  readRateLimit,
  recordRateLimitEvent,
  type RateLimitRule,
} from "~/modules/rate-limit/rate-limit.server";
import { decoyPasswordHash, verifyPassword } from "./password.server";

export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export interface SignInAttempt {
  /** Absent when the form asks for the password only (a single admin account). */
  email?: string;
  password: string;
  /** The client's address, for the per-address limit. */
  address: string;
}

export type SignInResult =
  | { status: "signed-in"; adminUserId: string }
  | { status: "invalid" }
  | { status: "locked"; retryAfterSeconds: number };

/** Failed attempts are counted per account and per address; either reaching the limit locks sign-in. */
function failureRules(accountKey: string, address: string): RateLimitRule[] {
  const rule = { limit: SIGN_IN_FAILURE_LIMIT, windowMs: SIGN_IN_WINDOW_MS };
  return [
    { ...rule, bucket: "admin-sign-in:account", subject: accountKey },
    { ...rule, bucket: "admin-sign-in:address", subject: address },
  ];
}

/**
 * Checks a sign-in attempt. While locked, the password is not even checked, so guessing on
 * cannot succeed; a wrong e-mail costs the same time as a wrong password.
 */
export async function attemptSignIn(
  db: Kysely<Database>,
  attempt: SignInAttempt,
  now: Date = new Date(),
): Promise<SignInResult> {
  const account = attempt.email ? await findAdminUserByEmail(db, attempt.email) : await findSoleAdminUser(db);
  const rules = failureRules(account?.email ?? normalizeEmail(attempt.email ?? ""), attempt.address);

  const states = await Promise.all(rules.map((rule) => readRateLimit(db, rule, now)));
  const locked = states.filter((state) => state.limited);
  if (locked.length > 0) {
    return { status: "locked", retryAfterSeconds: Math.max(...locked.map((state) => state.retryAfterSeconds)) };
  }

  const valid = await verifyPassword(attempt.password, account?.passwordHash ?? (await decoyPasswordHash()));
  if (!account || !valid) {
    for (const rule of rules) await recordRateLimitEvent(db, rule, now);
    return { status: "invalid" };
  }
  for (const rule of rules) await clearRateLimit(db, rule);
  return { status: "signed-in", adminUserId: account.id };
}
