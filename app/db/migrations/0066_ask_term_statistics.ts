import { sql, type Kysely, type Migration } from "kysely";
import { databaseKind } from "../dialect";

/**
 * Ask the library knows a word too common to find an answer by before looking its sections up
 * (app/modules/ask/term-statistics.server.ts): on PostgreSQL, from ANALYZE's most common
 * lexemes of the sections' documents. At the default statistics target they stop at about
 * 1,000 lexemes; 500 keeps every lexeme held by 1 % of the sections of a large library.
 */
export const askTermStatistics: Migration = {
  async up(db: Kysely<unknown>) {
    if (databaseKind(db) !== "postgres") return;
    await sql`ALTER TABLE playbook_sections ALTER COLUMN document SET STATISTICS 500`.execute(db);
    await sql`ANALYZE playbook_sections`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (databaseKind(db) !== "postgres") return;
    await sql`ALTER TABLE playbook_sections ALTER COLUMN document SET STATISTICS -1`.execute(db);
  },
};
