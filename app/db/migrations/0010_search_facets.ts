import { sql, type Kysely, type Migration } from "kysely";
import { databaseKind } from "../dialect";
import { rebuildSearchRows } from "../queries/search-documents.server";
import type { Database } from "../schema";

/**
 * Facets in the search index (docs/decisions/0004-search.md): each search row carries its
 * playbook's categories, business areas, tools and reading-time bucket as tokens, so a
 * search with filters is one lookup in the full-text index. Every row is rebuilt to fill
 * them (and to add any playbook stored before the index existed).
 *
 * SQLite: the FTS5 table gains a `facets` column (searched only through a column filter,
 * so words a visitor types never match a facet).
 *
 * PostgreSQL: both tsvectors gain the facets as lexemes marked with '#', a character no
 * search term can contain; rows get a `doc_id` in the order playbooks were added (SQLite's
 * FTS row id plays that part), and a low TOAST target keeps the large body and document
 * out of the rows a search visits.
 */
export const searchFacets: Migration = {
  async up(db: Kysely<unknown>) {
    if (databaseKind(db) === "postgres") await postgresUp(db);
    else await sqliteUp(db);
  },

  async down(db: Kysely<unknown>) {
    if (databaseKind(db) === "postgres") await postgresDown(db);
    else await sqliteDown(db);
  },
};

const SQLITE_TRIGGERS = ["playbook_search_insert", "playbook_search_delete", "playbook_search_update"];

/** The FTS5 table over `columns` of playbook_search, and the triggers that keep it (and the title trigrams) in step. */
async function createSqliteFts(db: Kysely<unknown>, columns: readonly string[]) {
  await sql
    .raw(
      `CREATE VIRTUAL TABLE playbook_fts USING fts5(${columns.join(", ")},
        content='playbook_search', content_rowid='doc_id',
        tokenize='porter unicode61 remove_diacritics 2', prefix='2 3')`,
    )
    .execute(db);
  const list = columns.join(", ");
  const values = (row: "new" | "old") => columns.map((column) => `${row}.${column}`).join(", ");
  const insertNew = `
    INSERT INTO playbook_fts(rowid, ${list}) VALUES (new.doc_id, ${values("new")});
    INSERT INTO playbook_title_trigrams(rowid, title) VALUES (new.doc_id, new.title);`;
  const deleteOld = `
    INSERT INTO playbook_fts(playbook_fts, rowid, ${list}) VALUES ('delete', old.doc_id, ${values("old")});
    INSERT INTO playbook_title_trigrams(playbook_title_trigrams, rowid, title) VALUES ('delete', old.doc_id, old.title);`;
  const [insert, remove, update] = SQLITE_TRIGGERS;
  await sql.raw(`CREATE TRIGGER ${insert} AFTER INSERT ON playbook_search BEGIN ${insertNew} END`).execute(db);
  await sql.raw(`CREATE TRIGGER ${remove} AFTER DELETE ON playbook_search BEGIN ${deleteOld} END`).execute(db);
  await sql
    .raw(`CREATE TRIGGER ${update} AFTER UPDATE ON playbook_search BEGIN ${deleteOld} ${insertNew} END`)
    .execute(db);
  // Built from the rows as they now are, whatever was written while no trigger ran.
  await sql`INSERT INTO playbook_fts(playbook_fts) VALUES ('rebuild')`.execute(db);
  await sql`INSERT INTO playbook_title_trigrams(playbook_title_trigrams) VALUES ('rebuild')`.execute(db);
}

async function dropSqliteFts(db: Kysely<unknown>) {
  for (const trigger of SQLITE_TRIGGERS) await sql`DROP TRIGGER ${sql.id(trigger)}`.execute(db);
  await sql`DROP TABLE playbook_fts`.execute(db);
}

async function sqliteUp(db: Kysely<unknown>) {
  await dropSqliteFts(db);
  await sql`ALTER TABLE playbook_search ADD COLUMN facets TEXT NOT NULL DEFAULT ''`.execute(db);
  await rebuildSearchRows(db as Kysely<Database>);
  await createSqliteFts(db, ["title", "description", "body", "facets"]);
}

async function sqliteDown(db: Kysely<unknown>) {
  await dropSqliteFts(db);
  await sql`ALTER TABLE playbook_search DROP COLUMN facets`.execute(db);
  await createSqliteFts(db, ["title", "description", "body"]);
}

/**
 * The facets as lexemes: each token with the '#' no search term can contain
 * (modules/catalog/search/postgres-word-matches.server.ts).
 */
const FACET_LEXEMES = `array_to_tsvector(string_to_array(regexp_replace(facets, '(\\S+)', '#\\1', 'g'), ' '))`;
const TITLE_AND_DESCRIPTION = `setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')`;
const BODY = `setweight(to_tsvector('english', body), 'C')`;

async function postgresVectors(db: Kysely<unknown>, facets: string) {
  await sql
    .raw(
      `ALTER TABLE playbook_search
        ADD COLUMN document tsvector GENERATED ALWAYS AS (${TITLE_AND_DESCRIPTION} || ${BODY}${facets}) STORED,
        ADD COLUMN head_document tsvector GENERATED ALWAYS AS (${TITLE_AND_DESCRIPTION}${facets}) STORED`,
    )
    .execute(db);
  await sql`CREATE INDEX playbook_search_document ON playbook_search USING gin (document)`.execute(db);
  await sql`CREATE INDEX playbook_search_head_document ON playbook_search USING gin (head_document)`.execute(db);
}

async function postgresUp(db: Kysely<unknown>) {
  // Rows of a few hundred bytes: a search visits one per match, and should not drag the
  // body and its document (tens of kilobytes each, stored apart) through the cache with it.
  await sql`ALTER TABLE playbook_search SET (toast_tuple_target = 128)`.execute(db);
  await sql`ALTER TABLE playbook_search DROP COLUMN document, DROP COLUMN head_document`.execute(db);
  await sql`ALTER TABLE playbook_search ADD COLUMN facets text NOT NULL DEFAULT '',
    ADD COLUMN doc_id bigint GENERATED BY DEFAULT AS IDENTITY`.execute(db);
  await sql`UPDATE playbook_search s SET doc_id = o.n
    FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM playbooks) o
    WHERE o.id = s.playbook_id`.execute(db);
  await sql`SELECT setval(pg_get_serial_sequence('playbook_search', 'doc_id'),
    (SELECT coalesce(max(doc_id), 0) + 1 FROM playbook_search), false)`.execute(db);
  await sql`ALTER TABLE playbook_search ADD CONSTRAINT playbook_search_doc_id UNIQUE (doc_id)`.execute(db);
  await rebuildSearchRows(db as Kysely<Database>);
  await postgresVectors(db, ` || ${FACET_LEXEMES}`);
}

async function postgresDown(db: Kysely<unknown>) {
  await sql`ALTER TABLE playbook_search DROP COLUMN document, DROP COLUMN head_document,
    DROP COLUMN facets, DROP COLUMN doc_id`.execute(db);
  await sql`ALTER TABLE playbook_search RESET (toast_tuple_target)`.execute(db);
  await postgresVectors(db, "");
}
