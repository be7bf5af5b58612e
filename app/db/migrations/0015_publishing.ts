import { sql, type Kysely, type Migration } from "kysely";

/**
 * What the public sees, and in which order. `status`: an imported playbook is a draft, seen
 * only in the admin until the owner publishes it; every playbook stored before drafts existed
 * (the demo library included) was public, so the default is 'published'. Drafts have no
 * search row (playbooks.server.ts), so every search and filter leaves them out by itself.
 *
 * The catalog's default order is newest first with playbooks added at the same moment by title
 * A to Z (catalog.server.ts): an index in exactly that order, which the engines also walk
 * backwards for the reverse.
 */
export const publishing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("playbooks")
      .addColumn("status", "text", (col) =>
        col
          .notNull()
          .defaultTo("published")
          .check(sql`status IN ('draft', 'published')`),
      )
      .execute();
    await sql`CREATE INDEX playbooks_newest_first ON playbooks (created_at DESC, lower(title), id)`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("playbooks_newest_first").execute();
    await db.schema.alterTable("playbooks").dropColumn("status").execute();
  },
};
