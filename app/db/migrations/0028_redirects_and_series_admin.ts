import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "../dialect";

/**
 * Issue 21: addresses that never break, and series run from the admin.
 * - slug_redirects: every old address of a playbook, a part or a series, pointing at what it
 *   became (docs/decisions/0020-slug-redirects.md). A playbook's or series' old slug points at
 *   its id, so a chain of renames collapses by itself; a part's points at its new slug within
 *   the playbook (parts are rewritten on every save, so they have no lasting id).
 * - series: `version` (a stale edit is refused), `source_hash` (the content file it was last
 *   loaded from; null once the owner edited it, so the files never overwrite an edit).
 * - series_trash: a deleted series kept whole, like playbook_trash.
 */
export const redirectsAndSeriesAdmin: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("slug_redirects")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("kind", "text", (col) => col.notNull().check(sql`kind IN ('playbook', 'part', 'series')`))
      // '' for a playbook or series slug (unique site-wide); the playbook's id for a part slug.
      .addColumn("scope", "text", (col) => col.notNull())
      .addColumn("old_slug", "text", (col) => col.notNull())
      .addColumn("target_id", type.uuid, (col) => col.notNull())
      // The part's current slug for a part; '' otherwise (the target's own slug is read by id).
      .addColumn("target_slug", "text", (col) => col.notNull())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addUniqueConstraint("slug_redirects_address", ["kind", "scope", "old_slug"])
      .execute();
    await db.schema.createIndex("slug_redirects_target").on("slug_redirects").column("target_id").execute();

    await db.schema
      .alterTable("series")
      .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable("series").addColumn("source_hash", "text").execute();
    // Every series so far came from content/series.json: '' matches no file's hash, so the next
    // load refreshes them, and only an admin edit (null) keeps a series from the files.
    await sql`UPDATE series SET source_hash = ''`.execute(db);

    await db.schema
      .createTable("series_trash")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("slug", "text", (col) => col.notNull())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("snapshot", type.json, (col) => col.notNull())
      .addColumn("deleted_at", type.timestamp, (col) => col.notNull())
      .addColumn("deleted_by", "text")
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("series_trash").execute();
    await db.schema.alterTable("series").dropColumn("source_hash").execute();
    await db.schema.alterTable("series").dropColumn("version").execute();
    await db.schema.dropTable("slug_redirects").execute();
  },
};
