import type { AppContext } from "~/context";
import {
  findAdminUserByEmail,
  findAdminUserById,
  findSoleAdminUser,
  normalizeEmail,
} from "~/db/queries/admin-users.server";
import type { KnownDevice } from "./known-device.server";
import { decoyPasswordHash, verifyPassword } from "./password.server";
import { verifySecondFactor } from "./second-factor.server";
import { admitAttempt, logFailure, recordRightAnswer, type SignInCaller } from "./sign-in-gate.server";

export { SIGN_IN_FAILURE_LIMIT, SIGN_IN_WINDOW_MS } from "./sign-in-gate.server";

interface Caller {
  /** The client's address, for the per-account-and-address limit. */
  address: string;
  /** This browser's device cookie, if it has one. */
  device?: KnownDevice;
}

export interface SignInAttempt extends Caller {
  /** Absent when the form asks for the password only (a single admin account). */
  email?: string;
  password: string;
}

export type SignInResult =
  /** `throughDevice`: the browser's device cookie carried it (so the browser keeps its id). */
  | { status: "signed-in"; adminUserId: string; throughDevice: boolean }
  /** The password was right; the account also wants a code from its authenticator app. */
  | { status: "second-factor"; adminUserId: string }
  | { status: "invalid" }
  | { status: "locked"; retryAfterSeconds: number };

type Context = Pick<AppContext, "db" | "logger">;

/**
 * The password step. The attempt is counted (and may be refused) before the password is
 * checked, so guessing on cannot succeed; a wrong e-mail costs the same time as a wrong
 * password. A right password on an account with a second factor stays counted until the code
 * completes the sign-in: five of them with the code never given lock that pair like failures.
 */
export async function attemptSignIn(context: Context, attempt: SignInAttempt, now = new Date()): Promise<SignInResult> {
  const account = attempt.email
    ? await findAdminUserByEmail(context.db, attempt.email)
    : await findSoleAdminUser(context.db);
  const caller: SignInCaller = {
    account: account?.email ?? normalizeEmail(attempt.email ?? ""),
    adminUserId: account?.id,
    address: attempt.address,
    device: attempt.device,
  };
  const admission = await admitAttempt(context, "password", caller, now);
  if (!admission.admitted) return { status: "locked", retryAfterSeconds: admission.retryAfterSeconds };

  const valid = await verifyPassword(attempt.password, account?.passwordHash ?? (await decoyPasswordHash()));
  if (!account || !valid) {
    logFailure(context, "password", caller);
    return { status: "invalid" };
  }
  await recordRightAnswer(context, caller, { path: admission.path, complete: !account.secondFactor });
  if (account.secondFactor) return { status: "second-factor", adminUserId: account.id };
  return { status: "signed-in", adminUserId: account.id, throughDevice: admission.path === "device" };
}

/** The second step, for an account whose password was right: a code from the app, or a recovery code. */
export async function attemptSecondFactor(
  context: Context,
  attempt: Caller & { adminUserId: string; code: string },
  now = new Date(),
): Promise<SignInResult> {
  const account = await findAdminUserById(context.db, attempt.adminUserId);
  if (!account) return { status: "invalid" };
  const caller: SignInCaller = { ...attempt, account: account.email };
  const admission = await admitAttempt(context, "code", caller, now);
  if (!admission.admitted) return { status: "locked", retryAfterSeconds: admission.retryAfterSeconds };
  if (!(await verifySecondFactor(context.db, account.id, attempt.code, now))) {
    logFailure(context, "code", caller);
    return { status: "invalid" };
  }
  await recordRightAnswer(context, caller, { path: admission.path, complete: true });
  return { status: "signed-in", adminUserId: account.id, throughDevice: admission.path === "device" };
}
