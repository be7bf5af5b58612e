import type { AppContext } from "~/context";
import { claimSignInSlot, resetSignInPace } from "~/db/queries/sign-in-pace.server";
import { clearRateLimit, consumeRateLimit, type RateLimitRule } from "~/modules/rate-limit/rate-limit.server";
import type { KnownDevice } from "./known-device.server";
import { delayAfterAttempt, SIGN_IN_PACE_MEMORY_MS } from "./sign-in-pace";

/** Attempts per account and address (or per known browser) before that pair must wait out the window. */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** The password, then (when the account has turned it on) the code from the authenticator app. */
export type SignInStep = "password" | "code";
const STEPS: readonly SignInStep[] = ["password", "code"];

/** Who is trying to sign in, as far as the limits are concerned. */
export interface SignInCaller {
  /** The account's e-mail, or the e-mail tried when no account has it. */
  account: string;
  /** The account's id, when there is one. */
  adminUserId?: string;
  address: string;
  /** The browser's device cookie, when it has one. */
  device?: KnownDevice;
}

export type Refusal = { retryAfterSeconds: number };

/** A browser that signed in to this very account before. */
function isTrusted(caller: SignInCaller): boolean {
  return caller.adminUserId !== undefined && caller.device?.adminUserId === caller.adminUserId;
}

/**
 * Failures from a known browser count against that browser alone, so failures from elsewhere
 * never lock its owner out; any other attempt counts against the account and address pair.
 */
function failureRule(step: SignInStep, caller: SignInCaller): RateLimitRule {
  const rule = { limit: SIGN_IN_FAILURE_LIMIT, windowMs: SIGN_IN_WINDOW_MS };
  if (isTrusted(caller)) return { ...rule, bucket: `admin-${step}:device`, subject: caller.device!.deviceId };
  return { ...rule, bucket: `admin-${step}:pair`, subject: `${caller.account} ${caller.address}` };
}

/**
 * Decides, before anything is checked, whether this attempt may be checked at all: it is
 * counted first (in one statement, so requests arriving together cannot all slip under the
 * limit), and attempts from browsers the account does not know also take the account's next
 * slot (growing delays after repeated failures). Refusals are logged with account and address.
 */
export async function admitAttempt(
  context: Pick<AppContext, "db" | "logger">,
  step: SignInStep,
  caller: SignInCaller,
  now: Date = new Date(),
): Promise<Refusal | undefined> {
  const log = { account: caller.account, address: caller.address, step, knownDevice: isTrusted(caller) };
  const counted = await consumeRateLimit(context.db, failureRule(step, caller), now);
  if (counted.limited) {
    context.logger.warn({ ...log, retryAfterSeconds: counted.retryAfterSeconds }, "admin sign-in locked");
    return { retryAfterSeconds: counted.retryAfterSeconds };
  }
  if (isTrusted(caller)) return undefined;
  const slot = await claimSignInSlot(context.db, caller.account, {
    now,
    forgetBefore: new Date(now.getTime() - SIGN_IN_PACE_MEMORY_MS),
    delayAfter: delayAfterAttempt,
  });
  if (slot.ok) return undefined;
  const retryAfterSeconds = Math.max(1, Math.ceil((slot.nextAttemptAt.getTime() - now.getTime()) / 1000));
  context.logger.warn({ ...log, retryAfterSeconds }, "admin sign-in delayed: the account has had repeated failures");
  return { retryAfterSeconds };
}

/** Logs a failed attempt: someone may be guessing. */
export function logFailure(context: Pick<AppContext, "logger">, step: SignInStep, caller: SignInCaller): void {
  const reason = caller.adminUserId === undefined ? "no such account" : `wrong ${step}`;
  context.logger.warn({ account: caller.account, address: caller.address, step, reason }, "admin sign-in failed");
}

/** After a complete sign-in: the caller's counts and the account's delays start again. */
export async function forgetFailures(context: Pick<AppContext, "db">, caller: SignInCaller): Promise<void> {
  for (const step of STEPS) await clearRateLimit(context.db, failureRule(step, caller));
  await resetSignInPace(context.db, caller.account);
}
