import { sql, type Kysely, type Migration } from "kysely";
import { databaseKind } from "../dialect";
import { rebuildSearchDocuments } from "../queries/search-documents.server";
import type { Database } from "../schema";
import { POSTGRES_SEARCH_CONFIGURATION as CONFIGURATION } from "../search-text";

/**
 * Search that opens the passage, tolerates typos and ignores diacritics
 * (docs/decisions/0004-search.md).
 *
 * - `playbook_sections`: every published playbook cut at its headings, each passage with its
 *   own index (SQLite: an FTS5 table whose `owner` column names the playbook, so one MATCH
 *   finds the best passages of a page of results; PostgreSQL: a tsvector per passage, read
 *   through the passages of the page's playbooks). They belong to the search row.
 * - `search_words`: the vocabulary a mistyped word is corrected to.
 * - PostgreSQL: a text search configuration that removes diacritics before stemming (SQLite's
 *   tokenizer already does), and both documents rebuilt with it.
 *
 * Every search row is rebuilt: its facets gain the title word starts (catalog-facets.ts).
 */
export const searchPassages: Migration = {
  async up(db: Kysely<unknown>) {
    if (databaseKind(db) === "postgres") await postgresUp(db);
    else await sqliteUp(db);
    await rebuildSearchDocuments(db as Kysely<Database>);
  },

  async down(db: Kysely<unknown>) {
    if (databaseKind(db) === "postgres") await postgresDown(db);
    else await sqliteDown(db);
  },
};

/**
 * The sections, with ids given by the code (doc_id × 2^20 + position) in the engine's integer
 * type, and the engine's own column for its index.
 */
async function createSectionsTable(db: Kysely<unknown>, integer: "INTEGER" | "bigint", indexed: string) {
  await sql
    .raw(
      `CREATE TABLE playbook_sections (
        section_id ${integer} PRIMARY KEY,
        doc_id ${integer} NOT NULL REFERENCES playbook_search(doc_id) ON DELETE CASCADE,
        part_slug TEXT NOT NULL,
        part_title TEXT NOT NULL,
        part_position INTEGER NOT NULL,
        anchor TEXT NOT NULL,
        heading TEXT NOT NULL,
        body TEXT NOT NULL,
        position INTEGER NOT NULL,
        ${indexed}
      )`,
    )
    .execute(db);
  await sql`CREATE INDEX playbook_sections_doc ON playbook_sections (doc_id)`.execute(db);
}

const SQLITE_SECTION_TRIGGERS = ["playbook_sections_insert", "playbook_sections_delete", "playbook_sections_update"];

async function sqliteUp(db: Kysely<unknown>) {
  await sql`CREATE TABLE search_words (word TEXT PRIMARY KEY) WITHOUT ROWID`.execute(db);
  // The owner token ("s", the search row id, "0": one word no tokenizer splits and no stemmer
  // shortens) lets one MATCH keep only the passages of the playbooks asked about.
  await createSectionsTable(db, "INTEGER", `owner TEXT GENERATED ALWAYS AS ('s' || doc_id || '0') STORED`);
  await sql`CREATE VIRTUAL TABLE playbook_section_fts USING fts5(heading, body, owner,
    content='playbook_sections', content_rowid='section_id',
    tokenize='porter unicode61 remove_diacritics 2', prefix='3')`.execute(db);
  const insertNew = `INSERT INTO playbook_section_fts(rowid, heading, body, owner)
    VALUES (new.section_id, new.heading, new.body, new.owner);`;
  const deleteOld = `INSERT INTO playbook_section_fts(playbook_section_fts, rowid, heading, body, owner)
    VALUES ('delete', old.section_id, old.heading, old.body, old.owner);`;
  const [insert, remove, update] = SQLITE_SECTION_TRIGGERS;
  await sql.raw(`CREATE TRIGGER ${insert} AFTER INSERT ON playbook_sections BEGIN ${insertNew} END`).execute(db);
  await sql.raw(`CREATE TRIGGER ${remove} AFTER DELETE ON playbook_sections BEGIN ${deleteOld} END`).execute(db);
  await sql
    .raw(`CREATE TRIGGER ${update} AFTER UPDATE ON playbook_sections BEGIN ${deleteOld} ${insertNew} END`)
    .execute(db);
}

async function sqliteDown(db: Kysely<unknown>) {
  for (const trigger of SQLITE_SECTION_TRIGGERS) await sql`DROP TRIGGER ${sql.id(trigger)}`.execute(db);
  await sql`DROP TABLE playbook_section_fts`.execute(db);
  await sql`DROP TABLE playbook_sections`.execute(db);
  await sql`DROP TABLE search_words`.execute(db);
}

/** The facets as lexemes carrying the '#' no search term can contain (as in migration 0010). */
const FACET_LEXEMES = `array_to_tsvector(string_to_array(regexp_replace(facets, '(\\S+)', '#\\1', 'g'), ' '))`;

async function postgresDocuments(db: Kysely<unknown>, configuration: string) {
  const text = (column: string, weight: string) => `setweight(to_tsvector('${configuration}', ${column}), '${weight}')`;
  const head = `${text("title", "A")} || ${text("description", "B")}`;
  await sql`ALTER TABLE playbook_search DROP COLUMN document, DROP COLUMN head_document`.execute(db);
  await sql
    .raw(
      `ALTER TABLE playbook_search
        ADD COLUMN document tsvector GENERATED ALWAYS AS (${head} || ${text("body", "C")} || ${FACET_LEXEMES}) STORED,
        ADD COLUMN head_document tsvector GENERATED ALWAYS AS (${head} || ${FACET_LEXEMES}) STORED`,
    )
    .execute(db);
  await sql`CREATE INDEX playbook_search_document ON playbook_search USING gin (document)`.execute(db);
  await sql`CREATE INDEX playbook_search_head_document ON playbook_search USING gin (head_document)`.execute(db);
}

async function postgresUp(db: Kysely<unknown>) {
  // unaccent ships with PostgreSQL and is a trusted extension: a database owner may create it.
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql.raw(`CREATE TEXT SEARCH CONFIGURATION ${CONFIGURATION} (COPY = english)`).execute(db);
  await sql
    .raw(
      `ALTER TEXT SEARCH CONFIGURATION ${CONFIGURATION}
        ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem`,
    )
    .execute(db);
  await postgresDocuments(db, CONFIGURATION);
  await sql`CREATE TABLE search_words (word text PRIMARY KEY)`.execute(db);
  // No full-text index: a search reads the passages of one page of playbooks, through doc_id.
  await createSectionsTable(
    db,
    "bigint",
    `document tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('${CONFIGURATION}', heading), 'A') || setweight(to_tsvector('${CONFIGURATION}', body), 'C')
    ) STORED`,
  );
}

async function postgresDown(db: Kysely<unknown>) {
  await sql`DROP TABLE playbook_sections`.execute(db);
  await sql`DROP TABLE search_words`.execute(db);
  await postgresDocuments(db, "english");
  await sql.raw(`DROP TEXT SEARCH CONFIGURATION ${CONFIGURATION}`).execute(db);
}
