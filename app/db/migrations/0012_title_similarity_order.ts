import { sql, type Kysely, type Migration } from "kysely";
import { databaseKind } from "../dialect";

/**
 * PostgreSQL: the titles' trigram index becomes a GiST index, which returns the titles
 * nearest to a mistyped search in order (`<<->`) and stops at the candidates the near-match
 * fallback needs; the GIN index found every title sharing a trigram (thousands for a short
 * word) and ranked them all. SQLite keeps its FTS5 trigram table.
 */
export const titleSimilarityOrder: Migration = {
  async up(db: Kysely<unknown>) {
    if (databaseKind(db) !== "postgres") return;
    await sql`DROP INDEX playbook_search_title_trigrams`.execute(db);
    await sql`CREATE INDEX playbook_search_title_trigrams ON playbook_search USING gist (title gist_trgm_ops)`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    if (databaseKind(db) !== "postgres") return;
    await sql`DROP INDEX playbook_search_title_trigrams`.execute(db);
    await sql`CREATE INDEX playbook_search_title_trigrams ON playbook_search USING gin (title gin_trgm_ops)`.execute(
      db,
    );
  },
};
