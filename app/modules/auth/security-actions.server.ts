import type { AppContext } from "~/context";
import { accountAction } from "./account-actions.server";
import { secondFactorAction } from "./factor-actions.server";
import type { AdminIdentity } from "./guard.server";
import { securityForm } from "./security-form";
import { securityAnswer } from "./security-result.server";
import { sessionIdOf } from "./session.server";

export type { SecurityResult } from "./security-result.server";

/** The security page's actions: the second factor, the password, and the account's sessions and browsers. */
export async function securityAction(request: Request, context: AppContext, identity: AdminIdentity) {
  // requireAdmin found the session, so the request carries one.
  const admin = { ...identity, sessionId: (await sessionIdOf(request))! };
  const form = securityForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return securityAnswer({ ok: false, message: "Unknown action." });
  const { data: fields } = form;
  switch (fields.intent) {
    case "start":
    case "cancel":
    case "confirm":
    case "disable":
    case "recovery-codes":
      return secondFactorAction(context, admin, fields);
    case "password":
    case "end-session":
    case "forget-device":
      return accountAction(context, admin, fields);
  }
}
