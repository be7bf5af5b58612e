import { createCookie, type Cookie, type CookieOptions } from "react-router";
import type { AppContext } from "~/context";
import { serverSecret } from "./server-secret.server";

/** Secure whenever the site is served over https, directly or behind a TLS-terminating proxy. */
export function isSecureRequest(request: Request, context: Pick<AppContext, "config">): boolean {
  return new URL(request.url).protocol === "https:" || context.config.SITE_URL.startsWith("https:");
}

/**
 * An HttpOnly, SameSite=Lax cookie signed with the server secret: the browser can hold it but
 * not forge or alter it (a changed value reads as absent). Path "/" unless told otherwise: a
 * page's data requests go to "<page>.data" (the sign-in's to "/admin.data"), outside a
 * "/admin" path.
 */
export async function signedCookie(
  context: Pick<AppContext, "db" | "config">,
  name: string,
  options: Omit<CookieOptions, "secrets">,
): Promise<Cookie> {
  return createCookie(name, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    ...options,
    secrets: [await serverSecret(context)],
  });
}
