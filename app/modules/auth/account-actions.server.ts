import type { AppContext } from "~/context";
import { changeAdminPassword } from "~/db/queries/admin-users.server";
import { forgetDevice } from "~/db/queries/admin-devices.server";
import { deleteSessionOf } from "~/db/queries/sessions.server";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./password.server";
import type { SecurityForm } from "./security-form";
import { endedSessionsSentence, securityAnswer as answer, type SignedInAdmin } from "./security-result.server";
import { confirmCurrentPassword } from "./step-up.server";

type AccountForm = Extract<SecurityForm, { intent: "password" | "end-session" | "forget-device" }>;

/** Why a new password cannot be used, or undefined when it can. */
function newPasswordProblem({
  password,
  newPassword,
  repeatPassword,
}: {
  password: string;
  newPassword: string;
  repeatPassword: string;
}) {
  if (newPassword.length < MIN_PASSWORD_LENGTH)
    return `The new password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (newPassword !== repeatPassword) return "The new password and its repetition differ.";
  if (newPassword === password) return "The new password is the same as the current one.";
  return undefined;
}

/**
 * The account itself: change the password (with the current one, ending every other session),
 * end one of its sessions, forget one of its remembered browsers.
 */
export async function accountAction(context: AppContext, admin: SignedInAdmin, form: AccountForm) {
  if (form.intent === "end-session") {
    if (form.id === admin.sessionId) return answer({ ok: false, message: "That is this session: log out to end it." });
    const ended = await deleteSessionOf(context.db, admin.id, form.id);
    if (ended) context.logger.info({ adminUserId: admin.id }, "admin session ended from the security page");
    return answer(
      ended
        ? { ok: true, message: "That session is signed out." }
        : { ok: false, message: "That session had already ended." },
      ended ? 200 : 404,
    );
  }
  if (form.intent === "forget-device") {
    const forgotten = await forgetDevice(context.db, admin.id, form.id);
    if (forgotten) context.logger.info({ adminUserId: admin.id }, "remembered browser revoked");
    return answer(
      forgotten
        ? { ok: true, message: "That browser is forgotten: its next sign-in counts like any new browser's." }
        : { ok: false, message: "That browser was no longer remembered." },
      forgotten ? 200 : 404,
    );
  }
  const problem = newPasswordProblem(form);
  if (problem) return answer({ ok: false, message: problem });
  const stepUp = await confirmCurrentPassword(context, admin, form.password);
  if (!stepUp.ok) return answer({ ok: false, message: stepUp.message }, stepUp.status);
  const ended = await changeAdminPassword(context.db, {
    id: admin.id,
    passwordHash: await hashPassword(form.newPassword),
    keepSession: admin.sessionId,
  });
  context.logger.info({ adminUserId: admin.id, endedSessions: ended }, "admin password changed");
  return answer({ ok: true, message: `Your password is changed.${endedSessionsSentence(ended)}` });
}
