import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import type { AppContext } from "~/context";
import { clientOf } from "./client.server";
import {
  deleteSession,
  deleteStaleSessions,
  findActiveSession,
  insertSession,
  listSessions,
  touchSession,
} from "~/db/queries/sessions.server";

/** A session ends this long after sign-in, however active it is. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** …or after this long without a request. */
export const SESSION_IDLE_TIMEOUT_MS = 60 * 60 * 1000;
/** Activity is written at most this often, so reading pages does not mean a write per request. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

const SESSION_COOKIE_NAME = "admin_session";

export interface AdminIdentity {
  id: string;
  email: string;
}

/** The cookie holds a random token; the database holds only its hash. */
const sessionCookie = createCookie(SESSION_COOKIE_NAME, {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: SESSION_ABSOLUTE_LIFETIME_MS / 1000,
});

function sessionIdFor(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Secure whenever the site is served over https, directly or behind a TLS-terminating proxy. */
function isSecure(request: Request, context: AppContext): boolean {
  return new URL(request.url).protocol === "https:" || context.config.SITE_URL.startsWith("https:");
}

async function readToken(request: Request): Promise<string | undefined> {
  const token: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof token === "string" && token.length > 0 ? token : undefined;
}

/** Creates a session for the account and returns the Set-Cookie header that carries it. */
export async function startAdminSession(
  request: Request,
  context: AppContext,
  adminUserId: string,
  now: Date = new Date(),
): Promise<string> {
  await deleteStaleSessions(context.db, { now, idleSince: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS) });
  const token = randomBytes(32).toString("base64url");
  await insertSession(context.db, {
    id: sessionIdFor(token),
    adminUserId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
    ...clientOf(request, context),
  });
  return sessionCookie.serialize(token, { secure: isSecure(request, context) });
}

/** The signed-in admin, or undefined when the cookie is missing, unknown, expired or idle too long. */
export async function readAdminIdentity(
  request: Request,
  context: AppContext,
  now: Date = new Date(),
): Promise<AdminIdentity | undefined> {
  const token = await readToken(request);
  if (!token) return undefined;
  const session = await findActiveSession(context.db, sessionIdFor(token), {
    now,
    idleSince: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS),
  });
  if (!session) return undefined;
  if (now.getTime() - new Date(session.lastSeenAt).getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(context.db, session.id, now);
  }
  return { id: session.adminUserId, email: session.email };
}

/**
 * The id of the session this request carries (whether or not it is still valid): the one a
 * change that ends the account's other sessions keeps, and the one the security page marks.
 */
export async function sessionIdOf(request: Request): Promise<string | undefined> {
  const token = await readToken(request);
  return token ? sessionIdFor(token) : undefined;
}

/** The account's sessions that still work, for the security page. */
export function activeSessions(context: Pick<AppContext, "db">, adminUserId: string, now: Date = new Date()) {
  return listSessions(context.db, adminUserId, { now, idleSince: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS) });
}

/** Ends the session in the database (so a copied cookie stops working) and returns the clearing header. */
export async function endAdminSession(request: Request, context: AppContext): Promise<string> {
  const token = await readToken(request);
  if (token) await deleteSession(context.db, sessionIdFor(token));
  return sessionCookie.serialize("", { maxAge: 0, secure: isSecure(request, context) });
}
