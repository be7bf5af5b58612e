import { sql, type Kysely, type Migration } from "kysely";
import { databaseKind } from "../dialect";

/**
 * Ask the library's optional embeddings (docs/decisions/0033-ask-embeddings-and-answer-pages.md):
 * one vector per section, from the OpenAI-compatible endpoint's /v1/embeddings, with the model
 * that made it and a digest of the text it was made from, so the embedding job redoes only the
 * sections whose text (or the model) changed. The vector is little-endian float32, base64, so
 * both engines store it as text. No foreign key: sections are rewritten whole on every publish
 * (delete and insert), and the job drops the vectors of sections that are gone. Not content.
 */
export const askSectionEmbeddings: Migration = {
  async up(db: Kysely<unknown>) {
    const integer = databaseKind(db) === "postgres" ? "bigint" : "integer";
    await db.schema
      .createTable("ask_section_embeddings")
      .addColumn("section_id", sql.raw(integer), (column) => column.primaryKey())
      .addColumn("model", "text", (column) => column.notNull())
      .addColumn("digest", "text", (column) => column.notNull())
      .addColumn("vector", "text", (column) => column.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("ask_section_embeddings").execute();
  },
};
