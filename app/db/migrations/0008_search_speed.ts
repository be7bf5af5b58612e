import { sql, type Kysely, type Migration } from "kysely";
import { databaseKind } from "../dialect";

/**
 * SQLite: a narrow index from the FTS row id to the playbook id (docs/decisions/0004-search.md).
 * Every search maps its FTS matches to playbook ids; through the table itself that reads one
 * wide row (the whole body text) per match, through this index a few bytes. PostgreSQL's
 * search table is keyed by the playbook id already and needs nothing.
 */
export const searchSpeed: Migration = {
  async up(db: Kysely<unknown>) {
    if (databaseKind(db) === "postgres") return;
    await sql`CREATE INDEX playbook_search_doc_playbook ON playbook_search (doc_id, playbook_id)`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (databaseKind(db) === "postgres") return;
    await sql`DROP INDEX playbook_search_doc_playbook`.execute(db);
  },
};
