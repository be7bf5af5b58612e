import type { AppContext } from "~/context";
import { consumeRateLimit, describeWait } from "~/modules/rate-limit/rate-limit.server";
import {
  cancelEnrolment,
  confirmEnrolment,
  renewRecoveryCodes,
  startEnrolment,
  turnOffSecondFactor,
} from "./second-factor.server";
import type { SecurityForm } from "./security-form";
import { endedSessionsSentence, securityAnswer as answer, type SignedInAdmin } from "./security-result.server";
import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_WINDOW_MS } from "./sign-in-gate.server";
import { confirmCurrentPassword } from "./step-up.server";

const WRONG_CODE = "That code is not right. Enter the code your authenticator app shows now.";
const SAVE_CODES = "Save your recovery codes now: they are shown only this once.";

type FactorForm = Extract<SecurityForm, { intent: "start" | "cancel" | "confirm" | "disable" | "recovery-codes" }>;

/**
 * Two-step sign-in: start or cancel the set-up; turn it on or off, or make new recovery codes,
 * each only with the current password again, so a stolen session can neither bind its own
 * authenticator nor take the codes. Turning it on ends every other session.
 */
export async function secondFactorAction(context: AppContext, admin: SignedInAdmin, form: FactorForm) {
  if (form.intent === "start") {
    await startEnrolment(context.db, admin.id);
    return answer({ ok: true, message: "Scan the QR code with your authenticator app, then enter the code it shows." });
  }
  if (form.intent === "cancel") {
    await cancelEnrolment(context.db, admin.id);
    return answer({ ok: true, message: "Set-up cancelled: two-step sign-in stays off." });
  }
  const stepUp = await confirmCurrentPassword(context, admin, form.password);
  if (!stepUp.ok) return answer({ ok: false, message: stepUp.message }, stepUp.status);

  if (form.intent === "recovery-codes") {
    const recoveryCodes = await renewRecoveryCodes(context.db, admin.id);
    if (!recoveryCodes) return answer({ ok: false, message: "Two-step sign-in is off: there are no recovery codes." });
    context.logger.info({ adminUserId: admin.id }, "recovery codes renewed");
    return answer({
      ok: true,
      message: `New recovery codes: the old ones no longer work. ${SAVE_CODES}`,
      recoveryCodes,
    });
  }
  // Guessing a code here (with a stolen session and password, to turn the second factor off) is limited too.
  const limit = await consumeRateLimit(context.db, {
    bucket: "admin-security:code",
    subject: admin.id,
    limit: SIGN_IN_FAILURE_LIMIT,
    windowMs: SIGN_IN_WINDOW_MS,
  });
  if (limit.limited) {
    return answer(
      { ok: false, message: `Too many codes tried. Try again in ${describeWait(limit.retryAfterSeconds)}.` },
      429,
    );
  }
  if (form.intent === "confirm") {
    const enabled = await confirmEnrolment(context.db, admin.id, { code: form.code, keepSession: admin.sessionId });
    if (!enabled) return answer({ ok: false, message: WRONG_CODE });
    context.logger.info({ adminUserId: admin.id, endedSessions: enabled.endedSessions }, "two-step sign-in turned on");
    const message = `Two-step sign-in is on.${endedSessionsSentence(enabled.endedSessions)} ${SAVE_CODES}`;
    return answer({ ok: true, message, recoveryCodes: enabled.recoveryCodes });
  }
  if (!(await turnOffSecondFactor(context.db, admin.id, form.code))) return answer({ ok: false, message: WRONG_CODE });
  context.logger.info({ adminUserId: admin.id }, "two-step sign-in turned off");
  return answer({ ok: true, message: "Two-step sign-in is off." });
}
