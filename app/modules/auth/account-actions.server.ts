import type { AppContext } from "~/context";
import { deleteAccountRow, type AccountRowTable } from "~/db/queries/account-rows.server";
import { changeAdminPassword } from "~/db/queries/admin-users.server";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./password.server";
import type { SecurityForm } from "./security-form";
import { endedSessionsSentence, securityAnswer as answer, type SignedInAdmin } from "./security-result.server";
import { confirmCurrentPassword } from "./step-up.server";

type AccountForm = Extract<SecurityForm, { intent: "password" | "end-session" | "forget-device" }>;

/** Ending a session or forgetting a browser: its row, what is said when it went, or was already gone, and the log line. */
const REVOKE: Record<
  "end-session" | "forget-device",
  { table: AccountRowTable; done: string; gone: string; log: string }
> = {
  "end-session": {
    table: "admin_sessions",
    done: "That session is signed out.",
    gone: "That session had already ended.",
    log: "admin session ended from the security page",
  },
  "forget-device": {
    table: "admin_devices",
    done: "That browser is forgotten: its next sign-in counts like any new browser's.",
    gone: "That browser was no longer remembered.",
    log: "remembered browser forgotten from the security page",
  },
};

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
  if (form.intent !== "password") {
    if (form.intent === "end-session" && form.id === admin.sessionId)
      return answer({ ok: false, message: "That is this session: log out to end it." });
    const revoke = REVOKE[form.intent];
    const removed = await deleteAccountRow(context.db, revoke.table, { adminUserId: admin.id, id: form.id });
    if (!removed) return answer({ ok: false, message: revoke.gone }, 404);
    context.logger.info({ adminUserId: admin.id }, revoke.log);
    return answer({ ok: true, message: revoke.done });
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
