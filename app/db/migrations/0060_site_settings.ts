import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";
import { addContentTriggers, dropContentTriggers } from "./0007_content_version";

/**
 * Issue 30: the site's settings, edited in the admin (docs/decisions/0028-site-settings.md).
 * One row per setting the owner changed, named after its environment variable; a secret's
 * value is stored encrypted. Every page shows some of them (the site's name, its links), so a
 * write counts as a content change: the page cache empties and every instance reads the new
 * values on its next request.
 */
export const siteSettings: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("site_settings")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("value", "text", (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_by", "text")
      .execute();
    await addContentTriggers(db, "site_settings");
  },

  async down(db: Kysely<unknown>) {
    await dropContentTriggers(db, "site_settings");
    await db.schema.dropTable("site_settings").execute();
  },
};
