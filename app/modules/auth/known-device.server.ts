import { randomBytes } from "node:crypto";
import type { AppContext } from "~/context";
import { isSecureRequest, signedCookie } from "~/modules/signing/signed-cookie.server";

/** A browser that signed in to an account before (OWASP's "device cookie"). */
export interface KnownDevice {
  adminUserId: string;
  /** Random, per browser: its failures are counted on their own. */
  deviceId: string;
}

const DEVICE_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

function deviceCookie(context: Pick<AppContext, "db" | "config">) {
  return signedCookie(context, "admin_device", { maxAge: DEVICE_LIFETIME_SECONDS });
}

function isKnownDevice(value: unknown): value is KnownDevice {
  const device = value as Partial<KnownDevice> | null;
  return typeof device?.adminUserId === "string" && typeof device.deviceId === "string";
}

/** The device this browser proved to be, or undefined (no cookie, or one the server did not sign). */
export async function readKnownDevice(request: Request, context: AppContext): Promise<KnownDevice | undefined> {
  const value: unknown = await (await deviceCookie(context)).parse(request.headers.get("Cookie"));
  return isKnownDevice(value) ? value : undefined;
}

/** Set at each successful sign-in: marks this browser as known to the account (keeping its id). */
export async function knownDeviceCookie(request: Request, context: AppContext, adminUserId: string): Promise<string> {
  const current = await readKnownDevice(request, context);
  const deviceId = current?.adminUserId === adminUserId ? current.deviceId : randomBytes(16).toString("base64url");
  const device: KnownDevice = { adminUserId, deviceId };
  return (await deviceCookie(context)).serialize(device, { secure: isSecureRequest(request, context) });
}
