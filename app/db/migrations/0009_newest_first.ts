import type { Kysely, Migration } from "kysely";

/**
 * Playbooks in the order they were added, for a very broad search shown newest first
 * (docs/decisions/0004-search.md): PostgreSQL walks this index backwards, keeps the playbooks
 * in the match set and stops at the page, instead of sorting thousands of matches.
 */
export const newestFirst: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("playbooks_created_at").on("playbooks").columns(["created_at", "id"]).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("playbooks_created_at").execute();
  },
};
