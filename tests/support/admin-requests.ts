import { createAdminUser, findAdminUserByEmail } from "~/db/queries/admin-users.server";
import type { AppContext } from "~/context";
import { startAdminSession } from "~/modules/auth/session.server";

const ORIGIN = "https://playbooks.test";

/** A signed-in admin's cookie for calling admin loaders and actions directly. */
export async function adminSessionCookie(context: AppContext, email = "owner@example.com"): Promise<string> {
  await createAdminUser(context.db, { email, passwordHash: "not used by these tests" });
  const user = await findAdminUserByEmail(context.db, email);
  const setCookie = await startAdminSession(new Request(`${ORIGIN}/admin`), context, user!.id);
  return setCookie.split(";")[0]!;
}

/** A same-origin request as the browser would send it; `form` makes it a POST. */
export function adminRequest(
  path: string,
  options: { cookie?: string; form?: Record<string, string | string[]> } = {},
) {
  const headers = new Headers({ Origin: ORIGIN });
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (!options.form) return new Request(`${ORIGIN}${path}`, { headers });
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(options.form)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
}
