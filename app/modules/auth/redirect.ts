/** The admin area's home: the sign-in screen when signed out, the panel when signed in. */
export const ADMIN_HOME = "/admin";

/** Resolves paths only: the host never leaves this placeholder. */
const BASE = "http://admin.invalid";
/** C0 controls and DEL (CR and LF among them), which no header value may hold. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The page to open after signing in: only a path inside the admin area, never another site.
 * The result is safe to send as a Location header: control characters are refused, and
 * anything outside printable ASCII comes back percent-encoded.
 */
export function safeAdminRedirect(value: string | null | undefined): string {
  if (!value || value.includes("\\") || CONTROL_CHARACTER.test(value) || !value.startsWith("/")) {
    return ADMIN_HOME;
  }
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return ADMIN_HOME;
  const path = `${url.pathname}${url.search}`;
  const insideAdmin = url.pathname === ADMIN_HOME || url.pathname.startsWith(`${ADMIN_HOME}/`);
  return insideAdmin ? path : ADMIN_HOME;
}
