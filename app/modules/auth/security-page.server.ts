import type { AppContext } from "~/context";
import { listDevices } from "~/db/queries/admin-devices.server";
import { siteConfig } from "~/modules/settings/site-config.server";
import { describeBrowser } from "./client.server";
import type { AdminIdentity } from "./guard.server";
import { deviceRowId, readKnownDevice } from "./known-device.server";
import { secondFactorStatus } from "./second-factor.server";
import { activeSessions, sessionIdOf } from "./session.server";

/** A signed-in session or a remembered browser, as the owner sees it in the list. */
export interface AccessEntry {
  /** The row's id: the form that ends it posts this. */
  id: string;
  /** "Firefox 128 on Linux". */
  browser: string;
  address: string | null;
  /** ISO timestamps: when it began, and when it was last used. */
  since: string;
  lastUsed: string;
  /** This very browser. */
  current: boolean;
}

/** Everything /admin/security shows: two-step sign-in, the account's sessions and its remembered browsers. */
export async function loadSecurityPage(request: Request, context: AppContext, admin: AdminIdentity, now = new Date()) {
  const { SITE_NAME: issuer } = await siteConfig(context);
  const [status, sessions, devices, sessionId, device] = await Promise.all([
    secondFactorStatus(context.db, admin.id, { issuer, email: admin.email }),
    activeSessions(context, admin.id, now),
    listDevices(context.db, admin.id, now),
    sessionIdOf(request),
    readKnownDevice(request, context, now),
  ]);
  const thisDevice = device && deviceRowId(device.deviceId);
  return {
    status,
    sessions: sessions.map((session): AccessEntry => ({
      id: session.id,
      browser: describeBrowser(session.userAgent),
      address: session.address,
      since: session.createdAt,
      lastUsed: session.lastSeenAt,
      current: session.id === sessionId,
    })),
    devices: devices.map((remembered): AccessEntry & { expiresAt: string } => ({
      id: remembered.id,
      browser: describeBrowser(remembered.userAgent),
      address: remembered.address,
      since: remembered.createdAt,
      lastUsed: remembered.lastSignInAt,
      expiresAt: remembered.expiresAt,
      current: remembered.id === thisDevice,
    })),
  };
}
