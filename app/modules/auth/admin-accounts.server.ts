import type { Kysely } from "kysely";
import { z } from "zod";
import { createAdminUser, resetAdminPassword } from "~/db/queries/admin-users.server";
import type { Database } from "~/db/schema";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./password.server";

export type AccountOutcome = { status: "created" | "reset" } | { status: "refused"; message: string };

const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
const newAccount = z.object({ email: z.email("Give a valid e-mail address with --email."), password });
// An existing account is only looked up, so the generated first admin (admin@localhost) can be reset.
const existingAccount = z.object({
  email: z.string().trim().min(1, "Give the account's e-mail with --email."),
  password,
});

/**
 * `npm run admin:create`: adds an admin, or with `reset` gives an existing one a new password
 * (signing it out everywhere). Refuses, with a sentence saying why, rather than overwrite.
 */
export async function createOrResetAdmin(
  db: Kysely<Database>,
  request: { email: string; password: string; reset: boolean },
): Promise<AccountOutcome> {
  const parsed = (request.reset ? existingAccount : newAccount).safeParse(request);
  if (!parsed.success) return { status: "refused", message: parsed.error.issues[0]!.message };
  const account = { email: parsed.data.email, passwordHash: await hashPassword(parsed.data.password) };
  if (request.reset) {
    if (await resetAdminPassword(db, account)) return { status: "reset" };
    return { status: "refused", message: `No admin has the e-mail ${request.email}; leave out --reset to create one.` };
  }
  if (await createAdminUser(db, account)) return { status: "created" };
  return {
    status: "refused",
    message: `An admin with the e-mail ${request.email} already exists; add --reset to give it a new password.`,
  };
}
