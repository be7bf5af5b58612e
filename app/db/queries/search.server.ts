import { sql, type AliasedRawBuilder, type Expression, type Kysely, type RawBuilder } from "kysely";
import { fts5Query, trigrams, tsQuery, type SearchTerm } from "~/modules/catalog/search-terms";
import { databaseKind } from "../dialect";
import type { Database } from "../schema";

/**
 * Where the terms were found: in the title, in the title or description ("head"), or
 * anywhere including the parts' text. Each tier contains the ones before it.
 */
export type Tier = "title" | "head" | "all";

export interface RankedMatch {
  playbook_id: string;
  /** Higher comes first: more relevant, or (from `recent`) newer. */
  rank: number;
}

/** A subquery of the playbook ids the catalog's other filters keep; undefined when there are none. */
export type PlaybookIdScope = Expression<{ id: string }> | undefined;

/** The playbooks a search matches, as subqueries the catalog query can filter, count and rank with. */
export interface MatchSet {
  /** The tiers relevance order walks through, best first. */
  tiers: readonly Tier[];
  /** A parenthesised subquery of the ids matching in a tier, for `p.id IN …` or to join. */
  ids(tier: Tier): RawBuilder<string>;
  /** The tier's matches with their relevance, to join as `m`. */
  ranked(tier: Tier): AliasedRawBuilder<RankedMatch, "m">;
  /**
   * The tier's matches ranked newest first by the index itself, to join as `m`: present
   * where the index is in the order playbooks were added (SQLite's FTS row ids), so reading
   * it backwards stops at the page. Elsewhere the catalog orders by `created_at`.
   */
  recent?(tier: Tier): AliasedRawBuilder<RankedMatch, "m">;
  /** How many playbooks match in a tier, of those the other filters keep. */
  count(tier: Tier, scope: PlaybookIdScope): Promise<number>;
}

/** Title-only near matches share at least this fraction of the query's trigrams (SQLite fallback). */
const FUZZY_MIN_SHARED_TRIGRAMS = 0.5;
const FUZZY_CANDIDATES = 100;

/**
 * Playbooks containing every term (prefixes allowed): the engine's full-text index, with
 * title matches ranked before description matches before body matches.
 */
export function wordMatches(db: Kysely<Database>, terms: readonly SearchTerm[]): MatchSet {
  return databaseKind(db) === "postgres" ? postgresWordMatches(db, terms) : sqliteWordMatches(db, terms);
}

/**
 * Scores within a tier. bm25 reads every occurrence of every term, which is costly for a
 * common word in thousands of playbooks; title and description matches are already ranked
 * first by their tier, so within those a shorter title or description (more of it is the
 * query) is a cheap and fair order. Body matches are ranked by bm25.
 */
const SQLITE_TIER_SCORE: Record<Tier, RawBuilder<number>> = {
  title: sql`-length(s.title)`,
  head: sql`-length(s.description)`,
  all: sql`-bm25(playbook_fts, 10.0, 4.0, 1.0)`,
};

function sqliteWordMatches(db: Kysely<Database>, terms: readonly SearchTerm[]): MatchSet {
  const query = fts5Query(terms);
  const scoped = { title: `{title}: (${query})`, head: `{title description}: (${query})`, all: query };
  // The narrow doc_id index (migration 0008) maps matches to playbook ids without reading
  // each match's wide row; SQLite would otherwise take the row-id lookup on the table.
  const from = (tier: Tier) =>
    sql`FROM playbook_fts f JOIN playbook_search s INDEXED BY playbook_search_doc_playbook ON s.doc_id = f.rowid
      WHERE playbook_fts MATCH ${scoped[tier]}`;
  return {
    tiers: ["title", "head", "all"],
    // The unary + keeps SQLite from carrying an exclusion list (p.id NOT IN …) over to
    // s.playbook_id, which made it probe the index once per match and per listed id.
    ids: (tier) => sql<string>`(SELECT +s.playbook_id AS playbook_id ${from(tier)})`,
    ranked: (tier) =>
      sql<RankedMatch>`(SELECT +s.playbook_id AS playbook_id, ${SQLITE_TIER_SCORE[tier]} AS rank ${from(tier)})`.as(
        "m",
      ),
    // The FTS row id grows as playbooks are added (search rows are created with their
    // playbook and keep their id on every save).
    recent: (tier) => sql<RankedMatch>`(SELECT +s.playbook_id AS playbook_id, f.rowid AS rank ${from(tier)})`.as("m"),
    // Counting thousands of matches, the filters' playbooks become a list of FTS row ids,
    // built once, which each match is checked against without a lookup (the unary + keeps
    // SQLite from probing the FTS index once per listed row id instead).
    async count(tier, scope) {
      const inScope = scope
        ? sql`AND +rowid IN (SELECT doc_id FROM playbook_search WHERE playbook_id IN ${scope})`
        : sql``;
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM playbook_fts
        WHERE playbook_fts MATCH ${scoped[tier]} ${inScope}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
}

function postgresWordMatches(db: Kysely<Database>, terms: readonly SearchTerm[]): MatchSet {
  // Weight labels restrict a tsquery to the title (A) or the title and description (A, B).
  const scoped = { title: tsQuery(terms, "A"), head: tsQuery(terms, "AB"), all: tsQuery(terms) };
  // Title and description matches are found and ranked in the small head_document
  // (migration 0008): a weight label on the full document makes PostgreSQL re-read every
  // candidate's body from TOAST. Body matches (at most MAX_SCORED_MATCHES are scored) are
  // ranked on the full document.
  const vector = (tier: Tier) => (tier === "all" ? sql`document` : sql`head_document`);
  const query = (tier: Tier) => sql`to_tsquery('english', ${scoped[tier]})`;
  // Materialised, so the match set is read from the GIN index once (see withIndexPlan)
  // instead of being checked row by row against each playbook the other filters keep.
  const matched = (tier: Tier, columns = sql`playbook_id`) =>
    sql`WITH matched AS MATERIALIZED (SELECT ${columns} FROM playbook_search WHERE ${vector(tier)} @@ ${query(tier)})`;
  return {
    tiers: ["title", "head", "all"],
    ids: (tier) => sql<string>`(${matched(tier)} SELECT playbook_id FROM matched)`,
    ranked: (tier) =>
      sql<RankedMatch>`(${matched(tier, sql`playbook_id, ts_rank(${vector(tier)}, ${query(tier)}) AS rank`)}
        SELECT playbook_id, rank FROM matched)`.as("m"),
    // The filters' playbooks are hashed once and the match set (from the index) checked against them.
    async count(tier, scope) {
      const { rows } = await sql<{ n: number }>`${matched(tier)} SELECT count(*) AS n FROM matched
        ${scope ? sql`WHERE playbook_id IN ${scope}` : sql``}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
}

/**
 * Runs a search's queries with sequential scans ruled out on PostgreSQL. It prices
 * `document @@ query` as cheap per row and scans the table for a common word (or a word
 * found nowhere), but every row then has its large document read back from TOAST; the GIN
 * index answers an unweighted query alone, some fifteen times faster at 10,000 playbooks.
 * SQLite's FTS5 tables are always read through their index.
 */
export function withIndexPlan<T>(db: Kysely<Database>, run: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (databaseKind(db) !== "postgres") return run(db);
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    return run(trx);
  });
}

/** Whether any playbook at all contains the terms (the fuzzy fallback runs only when none does). */
export async function hasWordMatch(db: Kysely<Database>, terms: readonly SearchTerm[]): Promise<boolean> {
  const { rows } =
    databaseKind(db) === "postgres"
      ? await sql`SELECT 1 FROM playbook_search WHERE document @@ to_tsquery('english', ${tsQuery(terms)}) LIMIT 1`.execute(
          db,
        )
      : await sql`SELECT 1 FROM playbook_fts WHERE playbook_fts MATCH ${fts5Query(terms)} LIMIT 1`.execute(db);
  return rows.length > 0;
}

/**
 * The typo-tolerant fallback when the word index finds nothing: titles that look like the
 * query by shared trigrams ("promt enginering" finds "Prompt Engineering"). PostgreSQL
 * scores with pg_trgm's word similarity; SQLite narrows with its trigram index and keeps
 * titles containing at least half of the query's trigrams.
 */
export async function fuzzyTitleMatches(db: Kysely<Database>, terms: readonly SearchTerm[]): Promise<MatchSet> {
  const ranked = databaseKind(db) === "postgres" ? await postgresFuzzyIds(db, terms) : await sqliteFuzzyIds(db, terms);
  const idList = ranked.length > 0 ? sql.join(ranked) : sql`NULL`;
  const rankCases = ranked.map((id, index) => sql`WHEN ${id} THEN ${sql.lit(ranked.length - index)}`);
  const rankOf = ranked.length > 0 ? sql`CASE playbook_id ${sql.join(rankCases, sql` `)} END` : sql`0`;
  const candidates = sql`FROM playbook_search WHERE playbook_id IN (${idList})`;
  return {
    tiers: ["all"],
    ids: () => sql<string>`(SELECT playbook_id ${candidates})`,
    // At most FUZZY_CANDIDATES near matches: always ordered by likeness.
    ranked: () => sql<RankedMatch>`(SELECT playbook_id, ${rankOf} AS rank ${candidates})`.as("m"),
    async count(_tier, scope) {
      if (!scope) return ranked.length;
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n ${candidates}
        AND playbook_id IN ${scope}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
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

/** The indexed body text of the given playbooks (for search snippets). */
export async function searchBodies(db: Kysely<Database>, playbookIds: readonly string[]): Promise<Map<string, string>> {
  if (playbookIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("playbook_search")
    .select(["playbook_id", "body"])
    .where("playbook_id", "in", playbookIds)
    .execute();
  return new Map(rows.map((row) => [row.playbook_id, row.body]));
}
