import { createAdminUser, findAdminUserByEmail } from "~/db/queries/admin-users.server";
import type { AppContext } from "~/context";
import { hashPassword } from "~/modules/auth/password.server";
import { startAdminSession } from "~/modules/auth/session.server";

const ORIGIN = "https://playbooks.test";

/** The password of the accounts adminSessionCookie makes, for the forms that ask for it again. */
export const ADMIN_TEST_PASSWORD = "the owner's long password";
let passwordHash: Promise<string> | undefined;

/**
 * A signed-in admin's cookie for calling admin loaders and actions directly: the account is
 * made on first use (with ADMIN_TEST_PASSWORD), and each call opens another session of it.
 */
export async function adminSessionCookie(
  context: AppContext,
  email = "owner@example.com",
  headers: Record<string, string> = {},
): Promise<string> {
  passwordHash ??= hashPassword(ADMIN_TEST_PASSWORD);
  await createAdminUser(context.db, { email, passwordHash: await passwordHash });
  const user = await findAdminUserByEmail(context.db, email);
  const setCookie = await startAdminSession(new Request(`${ORIGIN}/admin`, { headers }), context, user!.id);
  return setCookie.split(";")[0]!;
}

/** A same-origin request as the browser would send it; `form` makes it a POST. */
export function adminRequest(
  path: string,
  options: { cookie?: string; form?: Record<string, string | string[]> | URLSearchParams } = {},
) {
  const headers = new Headers({ Origin: ORIGIN });
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (!options.form) return new Request(`${ORIGIN}${path}`, { headers });
  const body = options.form instanceof URLSearchParams ? options.form : new URLSearchParams();
  if (!(options.form instanceof URLSearchParams))
    for (const [name, value] of Object.entries(options.form)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
    }
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
}
