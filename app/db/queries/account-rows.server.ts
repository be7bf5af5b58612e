import type { Kysely } from "kysely";
import type { Database } from "../schema";

/** The rows an admin account holds for each browser it is used from: its sessions and its remembered browsers. */
export type AccountRowTable = "admin_sessions" | "admin_devices";

/** A new session or remembered browser: its row id, until when it lasts, and the browser it was made in. */
export interface NewAccountRow {
  id: string;
  adminUserId: string;
  now: Date;
  expiresAt: Date;
  userAgent: string | null;
  address: string | null;
}

/**
 * Deletes one of the account's sessions or remembered browsers by its row id; false when the
 * account has none by that id (another account's row is never touched).
 */
export async function deleteAccountRow(
  db: Kysely<Database>,
  table: AccountRowTable,
  { adminUserId, id }: { adminUserId: string; id: string },
): Promise<boolean> {
  const deleted = await db
    .deleteFrom(table)
    .where("id", "=", id)
    .where("admin_user_id", "=", adminUserId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
