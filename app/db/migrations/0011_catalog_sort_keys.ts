import { sql, type Kysely, type Migration } from "kysely";

/**
 * An index per catalog sort key, each ending in the title and id like the catalog's order
 * (catalog.server.ts), so a page is read from the index in order and the engine stops at
 * it instead of sorting every playbook the filters keep. The first replaces the plain
 * updated_at index.
 */
const SORT_KEY_INDEXES: Record<string, string> = {
  playbooks_by_updated: "updated_at, lower(title), id",
  playbooks_by_title: "lower(title), id",
  playbooks_by_reading_time: "reading_time_minutes, lower(title), id",
  playbooks_by_word_count: "word_count, lower(title), id",
  playbooks_by_category: "coalesce(category, ''), coalesce(baton_category, ''), lower(title), id",
};

export const catalogSortKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex("playbooks_updated_at").execute();
    for (const [name, columns] of Object.entries(SORT_KEY_INDEXES)) {
      await sql.raw(`CREATE INDEX ${name} ON playbooks (${columns})`).execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    for (const name of Object.keys(SORT_KEY_INDEXES)) await db.schema.dropIndex(name).execute();
    await db.schema.createIndex("playbooks_updated_at").on("playbooks").column("updated_at").execute();
  },
};
