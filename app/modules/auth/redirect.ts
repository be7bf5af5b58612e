/** The admin area's home: the sign-in screen when signed out, the panel when signed in. */
export const ADMIN_HOME = "/admin";

/** The page to open after signing in: only a path inside the admin area, never another site. */
export function safeAdminRedirect(value: string | null | undefined): string {
  if (!value || value.includes("\\")) return ADMIN_HOME;
  const insideAdmin = value === ADMIN_HOME || value.startsWith(`${ADMIN_HOME}/`) || value.startsWith(`${ADMIN_HOME}?`);
  return insideAdmin ? value : ADMIN_HOME;
}
