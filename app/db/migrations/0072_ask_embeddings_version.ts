import { sql, type Kysely, type Migration } from "kysely";
import { databaseKind } from "../dialect";

const SQLITE_EVENTS = ["insert", "update", "delete"] as const;

/**
 * A version of Ask's stored section vectors (docs/decisions/0033-ask-embeddings-and-answer-pages.md):
 * every instance keeps the vectors in memory and reads them again only when this number moved
 * since it read them, which one small query tells. Triggers bump it for every row written to
 * `ask_section_embeddings`, inserted, updated in place (a section re-embedded under the same id)
 * or deleted, whatever writes it (the embedding job, the evaluation, hand-written SQL), so no
 * write path has to remember to. Row triggers, not statement triggers: a statement that changes
 * no row (the job's sweep of vectors whose section is gone, most runs) leaves it alone. One row,
 * written only by the one instance running the job, so no writers queue behind it. Not content.
 */
export const askEmbeddingsVersion: Migration = {
  async up(db: Kysely<unknown>) {
    const integer = databaseKind(db) === "postgres" ? "bigint" : "integer";
    await sql`CREATE TABLE ask_embeddings_version (
      id integer PRIMARY KEY CHECK (id = 1),
      version ${sql.raw(integer)} NOT NULL
    )`.execute(db);
    await sql`INSERT INTO ask_embeddings_version (id, version) VALUES (1, 1)`.execute(db);
    if (databaseKind(db) === "postgres") {
      await sql`CREATE FUNCTION bump_ask_embeddings_version() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE ask_embeddings_version SET version = version + 1 WHERE id = 1;
          RETURN NULL;
        END $$`.execute(db);
      await sql`CREATE TRIGGER ask_section_embeddings_version
        AFTER INSERT OR UPDATE OR DELETE ON ask_section_embeddings
        FOR EACH ROW EXECUTE FUNCTION bump_ask_embeddings_version()`.execute(db);
      await sql`CREATE TRIGGER ask_section_embeddings_truncated_version
        AFTER TRUNCATE ON ask_section_embeddings
        FOR EACH STATEMENT EXECUTE FUNCTION bump_ask_embeddings_version()`.execute(db);
      return;
    }
    for (const event of SQLITE_EVENTS) {
      await sql`CREATE TRIGGER ${sql.id(`ask_section_embeddings_${event}_version`)}
        AFTER ${sql.raw(event.toUpperCase())} ON ask_section_embeddings
        BEGIN UPDATE ask_embeddings_version SET version = version + 1 WHERE id = 1; END`.execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    if (databaseKind(db) === "postgres") {
      await sql`DROP TRIGGER ask_section_embeddings_truncated_version ON ask_section_embeddings`.execute(db);
      await sql`DROP TRIGGER ask_section_embeddings_version ON ask_section_embeddings`.execute(db);
      await sql`DROP FUNCTION bump_ask_embeddings_version()`.execute(db);
    } else {
      for (const event of SQLITE_EVENTS)
        await sql`DROP TRIGGER ${sql.id(`ask_section_embeddings_${event}_version`)}`.execute(db);
    }
    await sql`DROP TABLE ask_embeddings_version`.execute(db);
  },
};
