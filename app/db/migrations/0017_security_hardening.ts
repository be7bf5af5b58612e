import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

/**
 * Issue 15's hardening:
 * - rate limits become one counter row per bucket and subject, incremented and read in one
 *   statement (the event log was read, then written: requests in flight all passed the check);
 * - each admin account's sign-in pace (growing delays after repeated failures);
 * - the optional second factor: a TOTP secret (pending while it is being set up) and one-time
 *   recovery codes, stored hashed;
 * - double opt-in: a lead this site asked to confirm, and when it did.
 */
export const securityHardening: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema.dropTable("rate_limit_events").execute();
    await db.schema
      .createTable("rate_limit_counters")
      .addColumn("bucket", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("window_started_at", type.timestamp, (col) => col.notNull())
      .addColumn("hits", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("rate_limit_counters_key", ["bucket", "subject"])
      .execute();
    await db.schema
      .createIndex("rate_limit_counters_window")
      .on("rate_limit_counters")
      .column("window_started_at")
      .execute();

    await db.schema
      .createTable("admin_sign_in_pace")
      .addColumn("account", "text", (col) => col.primaryKey())
      .addColumn("attempts", "integer", (col) => col.notNull())
      .addColumn("last_attempt_at", type.timestamp, (col) => col.notNull())
      .addColumn("next_attempt_at", type.timestamp, (col) => col.notNull())
      .execute();

    await db.schema.alterTable("admin_users").addColumn("totp_secret", "text").execute();
    await db.schema.alterTable("admin_users").addColumn("totp_pending_secret", "text").execute();
    await db.schema.alterTable("admin_users").addColumn("totp_last_step", "integer").execute();
    await db.schema
      .createTable("admin_recovery_codes")
      .addColumn("code_hash", "text", (col) => col.primaryKey())
      .addColumn("admin_user_id", type.uuid, (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("admin_recovery_codes_user")
      .on("admin_recovery_codes")
      .column("admin_user_id")
      .execute();

    await db.schema.alterTable("leads").addColumn("confirmation", "text").execute();
    await db.schema.alterTable("leads").addColumn("confirmed_at", type.timestamp).execute();
  },

  async down(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema.alterTable("leads").dropColumn("confirmed_at").execute();
    await db.schema.alterTable("leads").dropColumn("confirmation").execute();
    await db.schema.dropTable("admin_recovery_codes").execute();
    await db.schema.alterTable("admin_users").dropColumn("totp_last_step").execute();
    await db.schema.alterTable("admin_users").dropColumn("totp_pending_secret").execute();
    await db.schema.alterTable("admin_users").dropColumn("totp_secret").execute();
    await db.schema.dropTable("admin_sign_in_pace").execute();
    await db.schema.dropTable("rate_limit_counters").execute();
    await db.schema
      .createTable("rate_limit_events")
      .addColumn("bucket", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("rate_limit_events_lookup")
      .on("rate_limit_events")
      .columns(["bucket", "subject", "created_at"])
      .execute();
  },
};
