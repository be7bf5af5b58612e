import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "../dialect";
import { addContentTriggers, dropContentTriggers } from "./0007_content_version";

/**
 * Issue 30: the owner's own redirects (docs/decisions/0028-site-settings.md), from an old path
 * or every path under a prefix, to a path on this site or an https address. They answer only
 * where the site would say "Page not found", and each instance keeps them in memory per content
 * version, so a write counts as a content change.
 */
export const customRedirects: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("custom_redirects")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("from_path", "text", (col) => col.notNull())
      .addColumn("match", "text", (col) => col.notNull().check(sql`match IN ('exact', 'prefix')`))
      .addColumn("to_address", "text", (col) => col.notNull())
      .addColumn("status", "integer", (col) => col.notNull().check(sql`status IN (301, 302)`))
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("created_by", "text")
      .addUniqueConstraint("custom_redirects_source", ["from_path", "match"])
      .execute();
    await addContentTriggers(db, "custom_redirects");
  },

  async down(db: Kysely<unknown>) {
    await dropContentTriggers(db, "custom_redirects");
    await db.schema.dropTable("custom_redirects").execute();
  },
};
