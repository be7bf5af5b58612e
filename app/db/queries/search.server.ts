import { sql, type AliasedRawBuilder, type Kysely } from "kysely";
import { fts5Query, trigrams, tsQuery, type SearchTerm } from "~/modules/catalog/search-terms";
import { SNIPPET_END, SNIPPET_START } from "~/modules/catalog/snippet";
import { databaseKind } from "../dialect";
import type { Database } from "../schema";

/** One matching playbook: higher rank is better; the flags say where the terms were found. */
export interface MatchRow {
  playbook_id: string;
  rank: number;
  title_hit: number | boolean;
  head_hit: number | boolean;
}

export type MatchSource = AliasedRawBuilder<MatchRow, "m">;

/** Title-only candidates share at least this fraction of the query's trigrams (SQLite fallback). */
const FUZZY_MIN_SHARED_TRIGRAMS = 0.5;
const FUZZY_CANDIDATES = 100;
const SNIPPET_WORDS = 18;

/**
 * Playbooks whose title, description or body contain every term (prefixes allowed), ranked
 * by the engine's relevance score with title matches flagged, as a table to join on.
 */
export function fullTextMatches(db: Kysely<Database>, terms: readonly SearchTerm[]): MatchSource {
  if (databaseKind(db) === "postgres") {
    return sql<MatchRow>`(SELECT s.playbook_id, ts_rank(s.document, q.all_fields) AS rank,
        s.document @@ q.title AS title_hit, s.document @@ q.head AS head_hit
      FROM playbook_search s,
        (SELECT to_tsquery('english', ${tsQuery(terms)}) AS all_fields,
                to_tsquery('english', ${tsQuery(terms, "A")}) AS title,
                to_tsquery('english', ${tsQuery(terms, "AB")}) AS head) q
      WHERE s.document @@ q.all_fields)`.as("m");
  }
  const query = fts5Query(terms);
  return sql<MatchRow>`(SELECT s.playbook_id, -bm25(playbook_fts, 10.0, 4.0, 1.0) AS rank,
      f.rowid IN (SELECT rowid FROM playbook_fts WHERE playbook_fts MATCH ${`{title}: (${query})`}) AS title_hit,
      f.rowid IN (SELECT rowid FROM playbook_fts WHERE playbook_fts MATCH ${`{title description}: (${query})`}) AS head_hit
    FROM playbook_fts f JOIN playbook_search s ON s.doc_id = f.rowid
    WHERE playbook_fts MATCH ${query})`.as("m");
}

/** Whether any playbook at all contains the terms (before other filters narrow the list). */
export async function hasFullTextMatch(db: Kysely<Database>, terms: readonly SearchTerm[]): Promise<boolean> {
  const row = await db.selectFrom(fullTextMatches(db, terms)).select("m.playbook_id").limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The typo-tolerant fallback when the word index finds nothing: titles that look like the
 * query by shared trigrams ("promt enginering" finds "Prompt Engineering"). PostgreSQL
 * scores with pg_trgm's word similarity; SQLite narrows with its trigram index and scores
 * by the share of the query's trigrams each title contains.
 */
export async function fuzzyTitleMatches(db: Kysely<Database>, terms: readonly SearchTerm[]): Promise<MatchSource> {
  const ranked = databaseKind(db) === "postgres" ? await postgresFuzzyIds(db, terms) : await sqliteFuzzyIds(db, terms);
  if (ranked.length === 0) {
    return sql<MatchRow>`(SELECT s.playbook_id, 0 AS rank, 0 AS title_hit, 0 AS head_hit
      FROM playbook_search s WHERE 1 = 0)`.as("m");
  }
  const rankCases = ranked.map((id, index) => sql`WHEN ${id} THEN ${sql.lit(ranked.length - index)}`);
  return sql<MatchRow>`(SELECT s.playbook_id, CASE s.playbook_id ${sql.join(rankCases, sql` `)} END AS rank,
      1 AS title_hit, 1 AS head_hit
    FROM playbook_search s WHERE s.playbook_id IN (${sql.join(ranked)}))`.as("m");
}

async function postgresFuzzyIds(db: Kysely<Database>, terms: readonly SearchTerm[]): Promise<string[]> {
  const text = terms.map((term) => term.text).join(" ");
  const { rows } = await sql<{ playbook_id: string }>`SELECT playbook_id FROM playbook_search
    WHERE ${text} <% title ORDER BY word_similarity(${text}, title) DESC, title LIMIT ${FUZZY_CANDIDATES}`.execute(db);
  return rows.map((row) => row.playbook_id);
}

async function sqliteFuzzyIds(db: Kysely<Database>, terms: readonly SearchTerm[]): Promise<string[]> {
  const grams = trigrams(terms);
  if (grams.length === 0) return [];
  const { rows } = await sql<{ playbook_id: string; title: string }>`SELECT s.playbook_id, s.title
    FROM playbook_title_trigrams t JOIN playbook_search s ON s.doc_id = t.rowid
    WHERE playbook_title_trigrams MATCH ${grams.map((gram) => `"${gram}"`).join(" OR ")}
    ORDER BY t.rank LIMIT ${FUZZY_CANDIDATES}`.execute(db);
  return rows
    .map((row) => {
      const title = row.title.toLowerCase();
      return { id: row.playbook_id, share: grams.filter((gram) => title.includes(gram)).length / grams.length };
    })
    .filter((row) => row.share >= FUZZY_MIN_SHARED_TRIGRAMS)
    .sort((a, b) => b.share - a.share)
    .map((row) => row.id);
}

/**
 * A short passage of each playbook's body around the terms, with the matched words between
 * SNIPPET_START and SNIPPET_END (plain text: the page renders the marks, never HTML).
 */
export async function bodySnippets(
  db: Kysely<Database>,
  terms: readonly SearchTerm[],
  playbookIds: readonly string[],
): Promise<Map<string, string>> {
  if (playbookIds.length === 0 || terms.length === 0) return new Map();
  const ids = sql.join(playbookIds);
  const { rows } =
    databaseKind(db) === "postgres"
      ? await sql<{ playbook_id: string; snippet: string }>`SELECT playbook_id,
          ts_headline('english', body, to_tsquery('english', ${tsQuery(terms)}),
            ${`StartSel=${SNIPPET_START}, StopSel=${SNIPPET_END}, MaxWords=${SNIPPET_WORDS}, MinWords=8, MaxFragments=1`}
          ) AS snippet
          FROM playbook_search WHERE playbook_id IN (${ids})`.execute(db)
      : await sql<{ playbook_id: string; snippet: string }>`SELECT s.playbook_id,
          snippet(playbook_fts, 2, ${SNIPPET_START}, ${SNIPPET_END}, '…', ${SNIPPET_WORDS}) AS snippet
          FROM playbook_fts f JOIN playbook_search s ON s.doc_id = f.rowid
          WHERE playbook_fts MATCH ${fts5Query(terms)} AND s.playbook_id IN (${ids})`.execute(db);
  return new Map(
    rows.filter((row) => row.snippet.includes(SNIPPET_START)).map((row) => [row.playbook_id, row.snippet]),
  );
}
