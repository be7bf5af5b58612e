import type { AppContext } from "~/context";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The site's configured origin, or the request's own (a site reached under another host name, e.g. behind a proxy). */
function isOurOrigin(origin: string, request: Request, context: AppContext): boolean {
  return origin === new URL(context.config.SITE_URL).origin || origin === new URL(request.url).origin;
}

/**
 * Cross-site request forgery check for state-changing requests: browsers always send Origin on
 * POST, and a page on another site cannot make it ours.
 */
export function hasTrustedOrigin(request: Request, context: AppContext): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const origin = request.headers.get("Origin");
  return origin !== null && isOurOrigin(origin, request, context);
}

/**
 * The same check for the subscribe endpoint, which a client that leaves Origin out (an old
 * browser, a privacy setting) may still reach from one of our pages: its Referer must then be a
 * page of this site. A request with neither, as a script sends by default, is refused.
 */
export function cameFromThisSite(request: Request, context: AppContext): boolean {
  if (request.headers.has("Origin")) return hasTrustedOrigin(request, context);
  const referer = URL.parse(request.headers.get("Referer") ?? "");
  return referer !== null && isOurOrigin(referer.origin, request, context);
}
