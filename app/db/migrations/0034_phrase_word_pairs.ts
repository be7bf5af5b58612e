import { sql, type Kysely, type Migration } from "kysely";
import { databaseKind } from "../dialect";
import { POSTGRES_SEARCH_CONFIGURATION as CONFIGURATION } from "../search-text";

/**
 * PostgreSQL: each search row's pairs of neighbouring words, so the GIN index finds a quoted
 * phrase's candidates almost exactly (docs/decisions/0004-search.md). A tsquery with `<->`
 * alone makes the index recheck every playbook holding all the phrase's words, each whole
 * document read back from TOAST (6,200 of 10,000 generated playbooks hold "customer" and
 * "research": 100–150 ms); with the pairs, a handful are left to recheck.
 *
 * A pair is a word and the word at the next position that has one (stop words are dropped,
 * so "write a prompt" pairs "write" with "prompt"), stored as the first five hex digits of
 * the md5 of both: at most a million tokens, so the index stays small whatever the
 * vocabulary, at the cost of a few false candidates the recheck drops. Every row also has
 * the token `0`, all a phrase without a pair (one word once stop words are dropped) asks for.
 * SQLite's FTS5 reads phrase positions from its index already.
 */
const WORD_PAIRS = `CREATE FUNCTION playbook_word_pairs(words tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    WITH at AS (SELECT lexeme, unnest(positions) AS position FROM unnest(words)),
    next AS (
      SELECT position, lead(position) OVER (ORDER BY position) AS following
      FROM (SELECT DISTINCT position FROM at) AS occupied
    )
    SELECT array_to_tsvector(ARRAY['0'] || coalesce(array_agg(DISTINCT left(md5(a.lexeme || ' ' || b.lexeme), 5)), '{}'))
    FROM at AS a JOIN next USING (position) JOIN at AS b ON b.position = next.following
  $$`;

/** A phrase's question: every pair of its words (only `0` when it has none). */
const PAIRS_QUERY = `CREATE FUNCTION playbook_pairs_query(words tsvector) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT array_to_string(tsvector_to_array(playbook_word_pairs(words)), ' & ')::tsquery
  $$`;

/** The positions of the search document's words (migration 0032): title, description, body. */
const text = (column: string) => `to_tsvector('${CONFIGURATION}', ${column})`;
const DOCUMENT_WORDS = `${text("title")} || ${text("description")} || ${text("body")}`;

export const phraseWordPairs: Migration = {
  async up(db: Kysely<unknown>) {
    if (databaseKind(db) !== "postgres") return;
    await sql.raw(WORD_PAIRS).execute(db);
    await sql.raw(PAIRS_QUERY).execute(db);
    await sql
      .raw(
        `ALTER TABLE playbook_search
          ADD COLUMN word_pairs tsvector GENERATED ALWAYS AS (playbook_word_pairs(${DOCUMENT_WORDS})) STORED`,
      )
      .execute(db);
    await sql`CREATE INDEX playbook_search_word_pairs ON playbook_search USING gin (word_pairs)`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (databaseKind(db) !== "postgres") return;
    await sql`ALTER TABLE playbook_search DROP COLUMN word_pairs`.execute(db);
    await sql`DROP FUNCTION playbook_pairs_query(tsvector)`.execute(db);
    await sql`DROP FUNCTION playbook_word_pairs(tsvector)`.execute(db);
  },
};
