import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

/**
 * Issue 20, sessions and devices:
 * - remembered browsers (OWASP's device cookies) get a row each, so they expire and the owner
 *   can revoke one from /admin/security; the cookie alone no longer proves anything;
 * - each session keeps the browser and address it was opened from, for the same page's list.
 */
export const adminDevices: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("admin_devices")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("admin_user_id", type.uuid, (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("last_sign_in_at", type.timestamp, (col) => col.notNull())
      .addColumn("expires_at", type.timestamp, (col) => col.notNull())
      .addColumn("user_agent", "text")
      .addColumn("address", "text")
      .execute();
    await db.schema.createIndex("admin_devices_user").on("admin_devices").column("admin_user_id").execute();
    await db.schema.alterTable("admin_sessions").addColumn("user_agent", "text").execute();
    await db.schema.alterTable("admin_sessions").addColumn("address", "text").execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("admin_sessions").dropColumn("address").execute();
    await db.schema.alterTable("admin_sessions").dropColumn("user_agent").execute();
    await db.schema.dropTable("admin_devices").execute();
  },
};
