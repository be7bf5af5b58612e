import { sql, type Kysely, type Migration } from "kysely";
import { databaseKind } from "../dialect";

/**
 * Full-text search over playbooks (docs/decisions/0004-search.md). Both engines keep the plain
 * text of each playbook in `playbook_search` (written by upsertPlaybook); the index on top
 * is engine-specific: FTS5 tables kept in step by triggers on SQLite, generated tsvector and
 * trigram indexes on PostgreSQL.
 */
export const searchIndex: Migration = {
  async up(db: Kysely<unknown>) {
    if (databaseKind(db) === "postgres") await createPostgresIndex(db);
    else await createSqliteIndex(db);
    // Playbooks stored before this migration get their search rows in 0010, which rebuilds
    // every row in the shape the current code writes.
  },

  async down(db: Kysely<unknown>) {
    if (databaseKind(db) === "sqlite") {
      for (const table of ["playbook_fts", "playbook_title_trigrams"])
        await sql`DROP TABLE ${sql.id(table)}`.execute(db);
    }
    await db.schema.dropTable("playbook_search").execute();
  },
};

async function createSqliteIndex(db: Kysely<unknown>) {
  // An INTEGER PRIMARY KEY keeps its values through VACUUM, which external-content FTS5 needs.
  await sql`CREATE TABLE playbook_search (
    doc_id INTEGER PRIMARY KEY,
    playbook_id TEXT NOT NULL UNIQUE REFERENCES playbooks(id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    body TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE VIRTUAL TABLE playbook_fts USING fts5(
    title, description, body,
    content='playbook_search', content_rowid='doc_id',
    tokenize='porter unicode61 remove_diacritics 2', prefix='2 3'
  )`.execute(db);
  // Trigrams of the titles: the typo-tolerant fallback when the word index finds nothing.
  await sql`CREATE VIRTUAL TABLE playbook_title_trigrams USING fts5(
    title, content='playbook_search', content_rowid='doc_id', tokenize='trigram'
  )`.execute(db);

  const insertNew = `
    INSERT INTO playbook_fts(rowid, title, description, body) VALUES (new.doc_id, new.title, new.description, new.body);
    INSERT INTO playbook_title_trigrams(rowid, title) VALUES (new.doc_id, new.title);`;
  const deleteOld = `
    INSERT INTO playbook_fts(playbook_fts, rowid, title, description, body)
      VALUES ('delete', old.doc_id, old.title, old.description, old.body);
    INSERT INTO playbook_title_trigrams(playbook_title_trigrams, rowid, title) VALUES ('delete', old.doc_id, old.title);`;
  await sql
    .raw(`CREATE TRIGGER playbook_search_insert AFTER INSERT ON playbook_search BEGIN ${insertNew} END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER playbook_search_delete AFTER DELETE ON playbook_search BEGIN ${deleteOld} END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER playbook_search_update AFTER UPDATE ON playbook_search BEGIN ${deleteOld} ${insertNew} END`)
    .execute(db);
}

async function createPostgresIndex(db: Kysely<unknown>) {
  // pg_trgm ships with PostgreSQL and is a trusted extension: a database owner may create it.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  // Weights A/B/C mark title, description and body, so one index also answers "matched in the title".
  await sql`CREATE TABLE playbook_search (
    playbook_id uuid PRIMARY KEY REFERENCES playbooks(id) ON DELETE CASCADE,
    title text NOT NULL,
    description text NOT NULL,
    body text NOT NULL,
    document tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', description), 'B') ||
      setweight(to_tsvector('english', body), 'C')
    ) STORED
  )`.execute(db);
  await sql`CREATE INDEX playbook_search_document ON playbook_search USING gin (document)`.execute(db);
  await sql`CREATE INDEX playbook_search_title_trigrams ON playbook_search USING gin (title gin_trgm_ops)`.execute(db);
}
