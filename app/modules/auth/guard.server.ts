import { redirect } from "react-router";
import type { AppContext } from "~/context";
import { hasTrustedOrigin } from "./origin.server";
import { ADMIN_HOME } from "./redirect";
import { readAdminIdentity, type AdminIdentity } from "./session.server";

export type { AdminIdentity };

function forbidden(): Response {
  return Response.json({ error: "Forbidden: this request did not come from this site." }, { status: 403 });
}

/** Where to come back to after signing in: the page the request was for (never another site). */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back === ADMIN_HOME ? ADMIN_HOME : `${ADMIN_HOME}?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * For admin pages, loaders and form actions. Without a valid session it throws a redirect to
 * the sign-in screen; a state-changing request from another origin gets 403 before anything runs.
 */
export async function requireAdmin(request: Request, context: AppContext): Promise<AdminIdentity> {
  if (!hasTrustedOrigin(request, context)) throw forbidden();
  const admin = await readAdminIdentity(request, context);
  if (!admin) throw redirect(loginRedirectPath(request));
  return admin;
}

/** For admin JSON APIs and resource routes: 401 JSON instead of a redirect. */
export async function requireAdminApi(request: Request, context: AppContext): Promise<AdminIdentity> {
  if (!hasTrustedOrigin(request, context)) throw forbidden();
  const admin = await readAdminIdentity(request, context);
  if (!admin) throw Response.json({ error: "Unauthorized" }, { status: 401 });
  return admin;
}

/**
 * `export const loader = postOnlyAdminApi;` on an admin endpoint that only takes posts (the
 * editor's autosave and image upload): a signed-out GET gets the action's 401, a signed-in one
 * is told to POST, instead of React Router's bare 400 for a route without a loader.
 */
export async function postOnlyAdminApi({ request, context }: { request: Request; context: AppContext }) {
  await requireAdminApi(request, context);
  return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
