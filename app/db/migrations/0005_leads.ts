import type { CreateTableBuilder, Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

/**
 * Leads (one row per e-mail), every submission that produced or touched one, and the outbox
 * that delivers each lead to the newsletter provider exactly once, with retries.
 */
export const leadTables: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    const trackingColumns = (table: CreateTableBuilder<string, string>): CreateTableBuilder<string, string> =>
      table
        .addColumn("utm_source", "text")
        .addColumn("utm_medium", "text")
        .addColumn("utm_campaign", "text")
        .addColumn("utm_term", "text")
        .addColumn("utm_content", "text")
        .addColumn("referrer", "text")
        .addColumn("landing_page", "text")
        .addColumn("first_visit", "text")
        .addColumn("lead_magnet", "text")
        .addColumn("current_tool", "text")
        .addColumn("conversion_page", "text");

    await trackingColumns(
      db.schema
        .createTable("leads")
        .addColumn("id", type.uuid, (col) => col.primaryKey())
        .addColumn("email", "text", (col) => col.notNull().unique()),
    )
      .addColumn("submission_count", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .execute();
    await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();

    await trackingColumns(
      db.schema
        .createTable("lead_submissions")
        .addColumn("id", type.uuid, (col) => col.primaryKey())
        .addColumn("lead_id", type.uuid, (col) => col.notNull().references("leads.id").onDelete("cascade")),
    )
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("lead_submissions_lead")
      .on("lead_submissions")
      .columns(["lead_id", "created_at"])
      .execute();

    await db.schema
      .createTable("outbox_jobs")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("lead_id", type.uuid, (col) => col.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", type.timestamp, (col) => col.notNull())
      .addColumn("locked_by", "text")
      .addColumn("locked_until", type.timestamp)
      .addColumn("last_error", "text")
      .addColumn("delivered_at", type.timestamp)
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      // One delivery job per lead and provider: a second submission never queues a second send.
      .addUniqueConstraint("outbox_jobs_kind_lead", ["kind", "lead_id"])
      .execute();
    await db.schema.createIndex("outbox_jobs_due").on("outbox_jobs").columns(["status", "next_attempt_at"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("outbox_jobs").execute();
    await db.schema.dropTable("lead_submissions").execute();
    await db.schema.dropTable("leads").execute();
  },
};
