import type { AppContext } from "~/context";
import { isSecureRequest, signedCookie } from "~/modules/signing/signed-cookie.server";

/** Time to type the code after the password was accepted. */
const SECOND_STEP_SECONDS = 5 * 60;

interface PendingSignIn {
  adminUserId: string;
  /** Milliseconds since the epoch; the signed value expires even if the browser keeps it. */
  expiresAt: number;
}

function secondStepCookie(context: Pick<AppContext, "db" | "config">) {
  return signedCookie(context, "admin_second_step", { maxAge: SECOND_STEP_SECONDS });
}

/** Remembers, for a few minutes, that this browser gave the right password for the account. */
export async function pendingSignInCookie(
  request: Request,
  context: AppContext,
  adminUserId: string,
  now = new Date(),
) {
  const pending: PendingSignIn = { adminUserId, expiresAt: now.getTime() + SECOND_STEP_SECONDS * 1000 };
  return (await secondStepCookie(context)).serialize(pending, { secure: isSecureRequest(request, context) });
}

/** The account waiting for its code in this browser, or undefined (none, forged or expired). */
export async function readPendingSignIn(request: Request, context: AppContext, now = new Date()) {
  const value = (await (await secondStepCookie(context)).parse(request.headers.get("Cookie"))) as unknown;
  const pending = value as Partial<PendingSignIn> | null;
  if (typeof pending?.adminUserId !== "string" || typeof pending.expiresAt !== "number") return undefined;
  return pending.expiresAt > now.getTime() ? pending.adminUserId : undefined;
}

/** Clears the pending sign-in (after it succeeded, or when the visitor starts again). */
export async function clearPendingSignIn(request: Request, context: AppContext) {
  return (await secondStepCookie(context)).serialize("", { maxAge: 0, secure: isSecureRequest(request, context) });
}
