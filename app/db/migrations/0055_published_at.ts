import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "../dialect";

/**
 * Issue 30: the date a playbook is shown as published in its feed, sitemap and JSON-LD
 * (docs/decisions/0027-publishing-dates-and-post-settings.md). Set when it first goes public
 * (the moment it is published, or the time its schedule named), and editable by the owner.
 * Null for a draft that never went public and has no date chosen.
 *
 * Every playbook public so far was dated by `created_at`: the demo library's `published` date,
 * or its first save. That is the best date there is for them, so they keep it.
 */
export const publishedAt: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema.alterTable("playbooks").addColumn("published_at", type.timestamp).execute();
    await sql`UPDATE playbooks SET published_at = created_at WHERE status = 'published'`.execute(db);
    // The feed lists the newest by this date.
    await sql`CREATE INDEX playbooks_by_published ON playbooks (published_at DESC, lower(title), id)`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("playbooks_by_published").execute();
    await db.schema.alterTable("playbooks").dropColumn("published_at").execute();
  },
};
