import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { countAdminUsers, createAdminUser } from "~/db/queries/admin-users.server";
import type { Database } from "~/db/schema";
import { withStartupLock } from "~/db/startup-lock.server";
import { generatePassword, hashPassword } from "./password.server";

export const DEFAULT_ADMIN_EMAIL = "admin@localhost";

interface FirstAdminOptions {
  email?: string;
  password?: string;
  logger: Pick<Logger, "info">;
  /** Where a generated password goes: the terminal only (never the structured log). */
  print: (text: string) => void;
}

/**
 * Start-up: while no admin exists, creates one from ADMIN_EMAIL/ADMIN_PASSWORD, or with a
 * generated password that is printed this once and never stored in clear. Instances starting
 * together take turns, so exactly one of them creates it (whatever ADMIN_EMAIL each was given).
 */
export async function ensureFirstAdmin(db: Kysely<Database>, options: FirstAdminOptions): Promise<void> {
  const email = options.email ?? DEFAULT_ADMIN_EMAIL;
  const password = options.password ?? generatePassword();
  const created = await withStartupLock(db, async () => {
    if ((await countAdminUsers(db)) > 0) return false;
    return createAdminUser(db, { email, passwordHash: await hashPassword(password) });
  });
  if (!created) return;
  if (options.password) {
    options.logger.info({ email }, "first admin account created from ADMIN_EMAIL/ADMIN_PASSWORD");
    return;
  }
  options.print(
    [
      "",
      "  First admin account created (shown once; not stored anywhere in clear):",
      `    e-mail:   ${email}`,
      `    password: ${password}`,
      "  Sign in at /admin. Set a password of your own with:",
      `    npm run admin:create -- --email ${email} --reset`,
      "",
    ].join("\n") + "\n",
  );
}
