import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

/**
 * What the tools promise after the fact: every tool result kept under an unguessable id (so it
 * has a link that survives a reload), the workshop resources pack as editable content with its
 * history, and on each lead the private link to that pack plus, per submission, the result it
 * was made from.
 */
export const resultsAndResourcePack: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);

    // The id is the random token in the result's URL; the primary key keeps it unique.
    await db.schema
      .createTable("tool_results")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("tool", "text", (col) => col.notNull())
      .addColumn("entry", "text", (col) => col.notNull())
      .addColumn("payload", type.json, (col) => col.notNull())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("resource_pack_items")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("slug", "text", (col) => col.notNull().unique())
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("summary", "text", (col) => col.notNull())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("source_hash", "text")
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_by", "text")
      .execute();

    await db.schema
      .createTable("resource_pack_revisions")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("item_id", type.uuid, (col) => col.notNull().references("resource_pack_items.id").onDelete("cascade"))
      .addColumn("version", "integer", (col) => col.notNull())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("summary", "text", (col) => col.notNull())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("saved_at", type.timestamp, (col) => col.notNull())
      .addColumn("saved_by", "text")
      .addColumn("replaced_at", type.timestamp, (col) => col.notNull())
      .addColumn("replaced_by", "text")
      .execute();
    await db.schema
      .createIndex("resource_pack_revisions_item")
      .on("resource_pack_revisions")
      .columns(["item_id", "version"])
      .execute();

    // Leads stored before this migration get their token on their next submission.
    await db.schema.alterTable("leads").addColumn("pack_token", "text").execute();
    await db.schema.createIndex("leads_pack_token").on("leads").column("pack_token").unique().execute();
    await db.schema.alterTable("lead_submissions").addColumn("result_id", "text").execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("lead_submissions").dropColumn("result_id").execute();
    await db.schema.dropIndex("leads_pack_token").execute();
    await db.schema.alterTable("leads").dropColumn("pack_token").execute();
    await db.schema.dropTable("resource_pack_revisions").execute();
    await db.schema.dropTable("resource_pack_items").execute();
    await db.schema.dropTable("tool_results").execute();
  },
};
