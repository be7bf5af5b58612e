import { createHmac, timingSafeEqual } from "node:crypto";
import { createCookie } from "react-router";
import type { AppContext } from "~/context";

/** A session cookie (no expiry): the browser forgets it when it closes. */
const accessCookie = createCookie("landing_access", { httpOnly: true, sameSite: "lax", path: "/tools" });

/**
 * The cookie holds a keyed hash of the access code, never the code: only the server can make
 * it, and changing LANDING_ACCESS_CODE revokes every granted session.
 */
function accessToken(code: string): string {
  return createHmac("sha256", code).update("workshop-landing-builder").digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function isCorrectAccessCode(context: AppContext, attempt: string): boolean {
  const code = context.config.LANDING_ACCESS_CODE;
  return code !== undefined && sameText(accessToken(code), accessToken(attempt));
}

export async function hasLandingAccess(request: Request, context: AppContext): Promise<boolean> {
  const code = context.config.LANDING_ACCESS_CODE;
  if (!code) return false;
  const token: unknown = await accessCookie.parse(request.headers.get("Cookie"));
  return typeof token === "string" && sameText(token, accessToken(code));
}

export function landingAccessCookie(request: Request, context: AppContext): Promise<string> {
  const secure = new URL(request.url).protocol === "https:" || context.config.SITE_URL.startsWith("https:");
  return accessCookie.serialize(accessToken(context.config.LANDING_ACCESS_CODE ?? ""), { secure });
}
