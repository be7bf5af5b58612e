import { sql, type Kysely, type Migration } from "kysely";
import { databaseKind } from "../dialect";

/**
 * Search speed at 10,000 playbooks (docs/decisions/0004-search.md).
 *
 * SQLite: a narrow index from the FTS row id to the playbook id. Every search maps its FTS
 * matches to playbook ids; through the table itself that reads one wide row (the whole body
 * text) per match, through this index a few bytes.
 *
 * PostgreSQL: a small tsvector of just the title (A) and description (B) with its own GIN
 * index. Title and description matches were weight-restricted queries on the full document,
 * which GIN cannot answer alone: every candidate's large document was read back to check
 * the weights.
 */
export const searchSpeed: Migration = {
  async up(db: Kysely<unknown>) {
    if (databaseKind(db) === "postgres") {
      await sql`ALTER TABLE playbook_search ADD COLUMN head_document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')
      ) STORED`.execute(db);
      await sql`CREATE INDEX playbook_search_head_document ON playbook_search USING gin (head_document)`.execute(db);
    } else {
      await sql`CREATE INDEX playbook_search_doc_playbook ON playbook_search (doc_id, playbook_id)`.execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    if (databaseKind(db) === "postgres") {
      await sql`ALTER TABLE playbook_search DROP COLUMN head_document`.execute(db);
    } else {
      await sql`DROP INDEX playbook_search_doc_playbook`.execute(db);
    }
  },
};
