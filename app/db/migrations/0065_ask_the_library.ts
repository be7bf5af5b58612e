import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, databaseKind } from "../dialect";

/**
 * Ask the library (docs/decisions/0029-ask-the-library.md).
 * - PostgreSQL: a GIN index over every section's document, so a question's words find their
 *   sections across the whole library (search read sections only through a page of playbooks).
 *   SQLite's section index (playbook_section_fts) already covers every section.
 * - ask_questions: what readers asked and how it was answered, with the reader's thumbs up or
 *   down and why, kept as long as analytics events (ANALYTICS_RETENTION_DAYS). No address,
 *   no visitor id: the owner learns what the library lacks, not who asked. Not content: no
 *   public page is rendered from it, so it has no content-version trigger.
 */
export const askTheLibrary: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    if (databaseKind(db) === "postgres")
      await sql`CREATE INDEX playbook_sections_document ON playbook_sections USING gin (document)`.execute(db);
    await db.schema
      .createTable("ask_questions")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("asked_at", type.timestamp, (col) => col.notNull())
      .addColumn("question", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull().check(sql`status IN ('answered', 'partial', 'not_found')`))
      .addColumn("mode", "text", (col) => col.notNull().check(sql`mode IN ('extractive', 'generative')`))
      .addColumn("answer", "text", (col) => col.notNull())
      .addColumn("feedback", "text", (col) => col.check(sql`feedback IN ('up', 'down')`))
      .addColumn("feedback_reason", "text")
      .addColumn("feedback_at", type.timestamp)
      .execute();
    await db.schema.createIndex("ask_questions_asked_at").on("ask_questions").column("asked_at").execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("ask_questions").execute();
    if (databaseKind(db) === "postgres") await sql`DROP INDEX playbook_sections_document`.execute(db);
  },
};
