import { redirect } from "react-router";
import { hasTrustedOrigin } from "~/modules/auth/origin.server";
import { ADMIN_HOME } from "~/modules/auth/redirect";
import { endAdminSession } from "~/modules/auth/session.server";
import type { Route } from "./+types/admin.logout";

/** Only a POST signs out (a link or prefetch must not); a GET just goes to the admin home. */
export function loader() {
  return redirect(ADMIN_HOME);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!hasTrustedOrigin(request, context)) throw new Response("Forbidden", { status: 403 });
  const cookie = await endAdminSession(request, context);
  return redirect(ADMIN_HOME, { headers: { "Set-Cookie": cookie } });
}
