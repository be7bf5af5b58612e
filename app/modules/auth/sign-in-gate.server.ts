import type { AppContext } from "~/context";
import { claimSignInSlot, refundSignInSlot } from "~/db/queries/sign-in-pace.server";
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
  /** The browser's device cookie, when it has one the account still remembers. */
  device?: KnownDevice;
}

/**
 * How an attempt was let through: on the known browser's own count ("device"), or on the
 * account and address pair's count and the account's pace ("pair").
 */
export type AdmissionPath = "device" | "pair";
export type Admission = { admitted: true; path: AdmissionPath } | { admitted: false; retryAfterSeconds: number };

/** A browser that signed in to this very account before. */
function hasDeviceOf(caller: SignInCaller): caller is SignInCaller & { device: KnownDevice } {
  return caller.adminUserId !== undefined && caller.device?.adminUserId === caller.adminUserId;
}

function countRule(step: SignInStep, caller: SignInCaller, path: AdmissionPath): RateLimitRule {
  const rule = { limit: SIGN_IN_FAILURE_LIMIT, windowMs: SIGN_IN_WINDOW_MS };
  if (path === "device" && hasDeviceOf(caller)) {
    return { ...rule, bucket: `admin-${step}:device`, subject: caller.device.deviceId };
  }
  return { ...rule, bucket: `admin-${step}:pair`, subject: `${caller.account} ${caller.address}` };
}

/**
 * Decides, before anything is checked, whether this attempt may be checked at all. Every
 * attempt is counted first, a right password included (in one statement, so requests arriving
 * together cannot all slip under the limit).
 *
 * A known browser's attempts count against that browser alone, so failures from elsewhere never
 * lock its owner out. Once its own count is spent it is no longer trusted, not locked: its
 * attempts then count like any other browser's, against the account and address pair and the
 * account's pace. So a copied device cookie gets one allowance in all (not a fresh one at each
 * address), and spending it cannot lock the owner's browser either. Refusals are logged.
 */
export async function admitAttempt(
  context: Pick<AppContext, "db" | "logger">,
  step: SignInStep,
  caller: SignInCaller,
  now: Date = new Date(),
): Promise<Admission> {
  const log = { account: caller.account, address: caller.address, step, knownDevice: hasDeviceOf(caller) };
  if (hasDeviceOf(caller)) {
    const own = await consumeRateLimit(context.db, countRule(step, caller, "device"), now);
    if (!own.limited) return { admitted: true, path: "device" };
    context.logger.warn(log, "admin sign-in: this browser's device cookie failed too often and is not trusted for now");
  }
  const counted = await consumeRateLimit(context.db, countRule(step, caller, "pair"), now);
  if (counted.limited) {
    context.logger.warn({ ...log, retryAfterSeconds: counted.retryAfterSeconds }, "admin sign-in locked");
    return { admitted: false, retryAfterSeconds: counted.retryAfterSeconds };
  }
  const slot = await claimSignInSlot(context.db, caller.account, {
    now,
    forgetBefore: new Date(now.getTime() - SIGN_IN_PACE_MEMORY_MS),
    delayAfter: delayAfterAttempt,
  });
  if (slot.ok) return { admitted: true, path: "pair" };
  const retryAfterSeconds = Math.max(1, Math.ceil((slot.nextAttemptAt.getTime() - now.getTime()) / 1000));
  context.logger.warn({ ...log, retryAfterSeconds }, "admin sign-in delayed: the account has had repeated failures");
  return { admitted: false, retryAfterSeconds };
}

/** Logs a failed attempt: someone may be guessing. */
export function logFailure(context: Pick<AppContext, "logger">, step: SignInStep, caller: SignInCaller): void {
  const reason = caller.adminUserId === undefined ? "no such account" : `wrong ${step}`;
  context.logger.warn({ account: caller.account, address: caller.address, step, reason }, "admin sign-in failed");
}

/**
 * After a step that was right. Its slot of the account's pace is given back (a right answer is
 * no guess), and nothing more: other browsers' failures keep slowing the account. Once the
 * sign-in is complete, the counts of the browser it came through (that device, or that pair)
 * start again, and only those: a sign-in of the owner's never frees a guesser elsewhere.
 */
export async function recordRightAnswer(
  context: Pick<AppContext, "db">,
  caller: SignInCaller,
  { path, complete }: { path: AdmissionPath; complete: boolean },
): Promise<void> {
  if (path === "pair") await refundSignInSlot(context.db, caller.account);
  if (!complete) return;
  for (const step of STEPS) await clearRateLimit(context.db, countRule(step, caller, path));
}
