import type { AppContext } from "~/context";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery check for state-changing requests: browsers always send Origin on
 * POST, and a page on another site cannot make it ours. The request's own origin is accepted
 * too, so a site reached under another host name (e.g. behind a proxy) still works.
 */
export function hasTrustedOrigin(request: Request, context: AppContext): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  return origin === new URL(context.config.SITE_URL).origin || origin === new URL(request.url).origin;
}
