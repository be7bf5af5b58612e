import type { AppContext } from "~/context";
import { findAdminUserById } from "~/db/queries/admin-users.server";
import { clearRateLimit, consumeRateLimit, describeWait } from "~/modules/rate-limit/rate-limit.server";
import type { AdminIdentity } from "./guard.server";
import { verifyPassword } from "./password.server";
import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_WINDOW_MS } from "./sign-in-gate.server";

export type StepUp = { ok: true } | { ok: false; status: 400 | 429; message: string };

/**
 * Asked again of a signed-in admin before a change a stolen session must not make (the second
 * factor, recovery codes, the password): counted per account before it is checked, like a
 * sign-in, so a stolen session cannot guess the password here either.
 */
export async function confirmCurrentPassword(
  context: Pick<AppContext, "db" | "logger">,
  admin: AdminIdentity,
  password: string,
): Promise<StepUp> {
  const rule = {
    bucket: "admin-step-up",
    subject: admin.id,
    limit: SIGN_IN_FAILURE_LIMIT,
    windowMs: SIGN_IN_WINDOW_MS,
  };
  const counted = await consumeRateLimit(context.db, rule);
  if (counted.limited) {
    const message = `Too many wrong passwords. Try again in ${describeWait(counted.retryAfterSeconds)}.`;
    return { ok: false, status: 429, message };
  }
  const account = await findAdminUserById(context.db, admin.id);
  if (!account || !(await verifyPassword(password, account.passwordHash))) {
    context.logger.warn({ adminUserId: admin.id }, "admin security change refused: wrong current password");
    return { ok: false, status: 400, message: "That is not your current password." };
  }
  await clearRateLimit(context.db, rule);
  return { ok: true };
}
