import type { Kysely } from "kysely";
import type { Database } from "../schema";
import type { NewAccountRow } from "./account-rows.server";

export interface DeviceRow {
  /** SHA-256 of the id in the browser's cookie. */
  id: string;
  createdAt: string;
  lastSignInAt: string;
  expiresAt: string;
  userAgent: string | null;
  address: string | null;
}

/** True when the account remembers this browser and its time has not run out. */
export async function isActiveDevice(
  db: Kysely<Database>,
  { id, adminUserId, now }: { id: string; adminUserId: string; now: Date },
): Promise<boolean> {
  const row = await db
    .selectFrom("admin_devices")
    .select("id")
    .where("id", "=", id)
    .where("admin_user_id", "=", adminUserId)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers the browser after a complete sign-in, or renews it: its time starts again. */
export async function rememberDevice(db: Kysely<Database>, device: NewAccountRow): Promise<void> {
  const timestamp = device.now.toISOString();
  const seen = {
    last_sign_in_at: timestamp,
    expires_at: device.expiresAt.toISOString(),
    user_agent: device.userAgent,
    address: device.address,
  };
  await db
    .insertInto("admin_devices")
    .values({ id: device.id, admin_user_id: device.adminUserId, created_at: timestamp, ...seen })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(seen))
    .execute();
}

/** The account's remembered browsers that have not expired, most recently used first. */
export async function listDevices(db: Kysely<Database>, adminUserId: string, now: Date): Promise<DeviceRow[]> {
  const rows = await db
    .selectFrom("admin_devices")
    .selectAll()
    .where("admin_user_id", "=", adminUserId)
    .where("expires_at", ">", now.toISOString())
    .orderBy("last_sign_in_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    expiresAt: row.expires_at,
    userAgent: row.user_agent,
    address: row.address,
  }));
}

/** Drops remembered browsers whose time ran out (run at sign-in, like stale sessions). */
export async function deleteExpiredDevices(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom("admin_devices").where("expires_at", "<=", now.toISOString()).execute();
}
