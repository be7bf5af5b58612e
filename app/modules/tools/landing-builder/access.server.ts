import { timingSafeEqual } from "node:crypto";
import type { AppContext } from "~/context";
import { siteConfig } from "~/modules/settings/site-config.server";
import { secretDigest } from "~/modules/signing/server-secret.server";
import { isSecureRequest, signedCookie } from "~/modules/signing/signed-cookie.server";

/** How long a browser stays unlocked after entering the code. */
export const LANDING_ACCESS_DAYS = 7;
const LANDING_ACCESS_MS = LANDING_ACCESS_DAYS * 24 * 60 * 60 * 1000;

/** What the signed cookie holds: which code it was granted for (as a keyed digest) and until when. */
interface LandingAccess {
  code: string;
  expiresAt: number;
}

function accessCookie(context: AppContext) {
  return signedCookie(context, "landing_access", { path: "/tools", maxAge: LANDING_ACCESS_MS / 1000 });
}

/**
 * The code as the cookie records it: keyed with the server secret, so neither the cookie nor
 * a copy of it reveals the code to an offline guess, and changing the access code voids it.
 */
function codeDigest(context: AppContext, code: string): Promise<string> {
  return secretDigest(context, "landing-access-code", code);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The code students type, when the site has one (Settings or LANDING_ACCESS_CODE). */
export async function landingAccessCode(context: AppContext): Promise<string | undefined> {
  return (await siteConfig(context)).LANDING_ACCESS_CODE;
}

export async function isCorrectAccessCode(context: AppContext, attempt: string): Promise<boolean> {
  const code = await landingAccessCode(context);
  return code !== undefined && sameText(await codeDigest(context, code), await codeDigest(context, attempt));
}

/** True while the browser holds an unexpired grant, signed by this server, for the current code. */
export async function hasLandingAccess(request: Request, context: AppContext, now = new Date()): Promise<boolean> {
  const code = await landingAccessCode(context);
  if (!code) return false;
  const value: unknown = await (await accessCookie(context)).parse(request.headers.get("Cookie"));
  const access = value as Partial<LandingAccess> | null;
  if (typeof access?.code !== "string" || typeof access.expiresAt !== "number") return false;
  return access.expiresAt > now.getTime() && sameText(access.code, await codeDigest(context, code));
}

export async function landingAccessCookie(request: Request, context: AppContext, now = new Date()): Promise<string> {
  const access: LandingAccess = {
    code: await codeDigest(context, (await landingAccessCode(context)) ?? ""),
    expiresAt: now.getTime() + LANDING_ACCESS_MS,
  };
  return (await accessCookie(context)).serialize(access, { secure: isSecureRequest(request, context) });
}
