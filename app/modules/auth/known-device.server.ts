import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "~/context";
import { deleteAccountRow } from "~/db/queries/account-rows.server";
import { deleteExpiredDevices, isActiveDevice, rememberDevice } from "~/db/queries/admin-devices.server";
import { isSecureRequest, signedCookie } from "~/modules/signing/signed-cookie.server";
import { clientOf } from "./client.server";

/** A browser that signed in to an account before (OWASP's "device cookie"). */
export interface KnownDevice {
  adminUserId: string;
  /** Random, per browser: its attempts are counted on their own. */
  deviceId: string;
}

/** A remembered browser is forgotten this long after its last complete sign-in. */
export const DEVICE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

function deviceCookie(context: Pick<AppContext, "db" | "config">) {
  return signedCookie(context, "admin_device", { maxAge: DEVICE_LIFETIME_MS / 1000 });
}

/** The row's id: the cookie's id is never stored, so a copy of the table names no cookie. */
export function deviceRowId(deviceId: string): string {
  return createHash("sha256").update(deviceId).digest("hex");
}

function isKnownDevice(value: unknown): value is KnownDevice {
  const device = value as Partial<KnownDevice> | null;
  return typeof device?.adminUserId === "string" && typeof device.deviceId === "string";
}

/**
 * The device this browser proved to be: a cookie the server signed, naming a browser the
 * account still remembers (not expired, not revoked from the security page). Undefined otherwise.
 */
export async function readKnownDevice(
  request: Request,
  context: AppContext,
  now: Date = new Date(),
): Promise<KnownDevice | undefined> {
  const value: unknown = await (await deviceCookie(context)).parse(request.headers.get("Cookie"));
  if (!isKnownDevice(value)) return undefined;
  const active = await isActiveDevice(context.db, {
    id: deviceRowId(value.deviceId),
    adminUserId: value.adminUserId,
    now,
  });
  return active ? value : undefined;
}

/**
 * Set at each complete sign-in: remembers this browser for the account for DEVICE_LIFETIME_MS
 * more. It keeps its id only when the sign-in went through it (`trusted`); otherwise it gets a
 * new one and the old is forgotten, so a copied cookie that failed its way out of trust stays out.
 */
export async function knownDeviceCookie(
  request: Request,
  context: AppContext,
  { adminUserId, trusted, now = new Date() }: { adminUserId: string; trusted: boolean; now?: Date },
): Promise<string> {
  const current = await readKnownDevice(request, context, now);
  const mine = current?.adminUserId === adminUserId ? current : undefined;
  if (mine && !trusted) {
    await deleteAccountRow(context.db, "admin_devices", { adminUserId, id: deviceRowId(mine.deviceId) });
  }
  const deviceId = mine && trusted ? mine.deviceId : randomBytes(16).toString("base64url");
  await deleteExpiredDevices(context.db, now);
  await rememberDevice(context.db, {
    id: deviceRowId(deviceId),
    adminUserId,
    now,
    expiresAt: new Date(now.getTime() + DEVICE_LIFETIME_MS),
    ...clientOf(request, context),
  });
  const device: KnownDevice = { adminUserId, deviceId };
  return (await deviceCookie(context)).serialize(device, { secure: isSecureRequest(request, context) });
}
