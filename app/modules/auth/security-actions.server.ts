import { data } from "react-router";
import type { AppContext } from "~/context";
import type { AdminResult } from "~/modules/admin/manager-results";
import { consumeRateLimit, describeWait } from "~/modules/rate-limit/rate-limit.server";
import type { AdminIdentity } from "./guard.server";
import { cancelEnrolment, confirmEnrolment, startEnrolment, turnOffSecondFactor } from "./second-factor.server";
import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_WINDOW_MS } from "./sign-in-gate.server";

export type SecurityResult = AdminResult & { recoveryCodes?: string[] };

const WRONG_CODE = "That code is not right. Enter the code your authenticator app shows now.";

/** The two-step sign-in settings: start or cancel the set-up, confirm it with a code, turn it off. */
export async function securityAction(request: Request, context: AppContext, admin: AdminIdentity) {
  const form = await request.formData();
  const intent = form.get("intent");
  const code = String(form.get("code") ?? "").slice(0, 64);
  if (intent === "start") {
    await startEnrolment(context.db, admin.id);
    return data<SecurityResult>({
      ok: true,
      message: "Scan the QR code with your authenticator app, then enter the code it shows.",
    });
  }
  if (intent === "cancel") {
    await cancelEnrolment(context.db, admin.id);
    return data<SecurityResult>({ ok: true, message: "Set-up cancelled: two-step sign-in stays off." });
  }
  if (intent !== "confirm" && intent !== "disable") {
    return data<SecurityResult>({ ok: false, message: "Unknown action." }, { status: 400 });
  }
  // Guessing a code here (with a stolen session, to turn the second factor off) is limited too.
  const limit = await consumeRateLimit(context.db, {
    bucket: "admin-security:code",
    subject: admin.id,
    limit: SIGN_IN_FAILURE_LIMIT,
    windowMs: SIGN_IN_WINDOW_MS,
  });
  if (limit.limited) {
    const message = `Too many codes tried. Try again in ${describeWait(limit.retryAfterSeconds)}.`;
    return data<SecurityResult>({ ok: false, message }, { status: 429 });
  }
  if (intent === "confirm") {
    const recoveryCodes = await confirmEnrolment(context.db, admin.id, code);
    if (!recoveryCodes) return data<SecurityResult>({ ok: false, message: WRONG_CODE }, { status: 400 });
    context.logger.info({ adminUserId: admin.id }, "two-step sign-in turned on");
    const message = "Two-step sign-in is on. Save your recovery codes now: they are shown only this once.";
    return data<SecurityResult>({ ok: true, message, recoveryCodes });
  }
  if (!(await turnOffSecondFactor(context.db, admin.id, code))) {
    return data<SecurityResult>({ ok: false, message: WRONG_CODE }, { status: 400 });
  }
  context.logger.info({ adminUserId: admin.id }, "two-step sign-in turned off");
  return data<SecurityResult>({ ok: true, message: "Two-step sign-in is off." });
}
