import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { Database } from "~/db/schema";
import type { FacetGroups } from "./facets";
import { fts5Excluded, fts5Required, fts5ShortWords } from "./fts5-query";
import { searchTiers, type MatchSet, type Tier, type TierPage } from "./match-set";
import type { SearchQuery } from "./query";

/** bm25 over a couple of thousand matches takes a few milliseconds. */
const SCORING_LIMIT = 2000;

/** The columns each tier searches; the facets column is only ever matched by facet tokens. */
const TIER_COLUMNS: Record<Tier, string> = {
  title: "{title}",
  head: "{title description}",
  all: "{title description body}",
  typo: "{title description body}",
};

/**
 * Best first, lower is better. bm25 reads every occurrence of every term; title and
 * description matches are already ranked above the rest by their tier, so within those a
 * shorter title or description (more of it is the query) is a cheap and fair order.
 */
const BM25 = sql<number>`bm25(playbook_fts, 10.0, 4.0, 1.0, 0.0)`;
const TIER_SCORE: Record<Exclude<Tier, "typo">, RawBuilder<number>> = {
  title: sql`length(s.title)`,
  head: sql`length(s.description)`,
  all: BM25,
};
/** Far more than any bm25 score: the near spellings' own title and description ranks come first. */
const RANK_STEP = 1_000_000;

/**
 * Near spellings, ranked as the exact matches are: those in the title first, then those in the
 * description, then by bm25. By bm25 alone a near spelling repeated through a body outranks a
 * title that holds every corrected word ("promt enginering": "engineering" and "engine" share
 * the stem "engin", which a guide about a content engine repeats a hundred times).
 */
function nearSpellingScore(query: SearchQuery): RawBuilder<number> {
  const words = fts5Required(query, true);
  const inColumns = (columns: string) =>
    sql`f.rowid IN (SELECT rowid FROM playbook_fts WHERE playbook_fts MATCH ${`${columns}: (${words})`})`;
  return sql<number>`(CASE WHEN ${inColumns("{title}")} THEN 0 WHEN ${inColumns("{title description}")} THEN 1
    ELSE 2 END) * ${RANK_STEP} + ${BM25}`;
}

/**
 * SQLite FTS5: every question (a tier, a tier without the better one, with the facets and
 * the exclusions) is one MATCH expression, so the index intersects the word and facet lists
 * itself and counts without reading a row.
 */
export function sqliteWordMatches(db: Kysely<Database>, query: SearchQuery, facets: FacetGroups): MatchSet {
  const facetParts = facets.map((group) => `{facets}: (${group.map((token) => `"${token}"`).join(" OR ")})`);
  const excluded = fts5Excluded(query);
  const inTier = (tier: Tier) => {
    const words = fts5Required(query, tier === "typo");
    const required = [...(words ? [`${TIER_COLUMNS[tier]}: (${words})`] : []), ...fts5ShortWords(query), ...facetParts];
    return excluded
      ? `(${required.join(" AND ")}) NOT {title description body}: (${excluded})`
      : required.join(" AND ");
  };
  const tiers = searchTiers(query);
  const widest = tiers.at(-1)!;
  const ownMatches = (tier: Tier) => {
    const better = tiers[tiers.indexOf(tier) - 1];
    return better ? `(${inTier(tier)}) NOT (${inTier(better)})` : inTier(tier);
  };

  return {
    tiers,
    scoringLimit: SCORING_LIMIT,
    async count(tier) {
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM playbook_fts
        WHERE playbook_fts MATCH ${inTier(tier)}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    async page(tier, page) {
      const score = tier === "typo" ? nearSpellingScore(query) : TIER_SCORE[tier];
      const { rows } = await tierPage(ownMatches(tier), score, page).execute(db);
      return rows.map((row) => row.playbook_id);
    },
    // The matches become a list read once, behind a Bloom filter; the unary + keeps SQLite
    // from driving the query by that list (it cannot tell how long an FTS result is) and
    // makes it walk the sort column's covering index, cheap per entry whether the matches
    // are many or few. The narrow doc_id index (migration 0008) maps matches to playbook
    // ids without reading each match's wide row.
    contains: (playbookId) =>
      sql<SqlBool>`+${playbookId} IN (SELECT s.playbook_id FROM playbook_fts f
        JOIN playbook_search s INDEXED BY playbook_search_doc_playbook ON s.doc_id = f.rowid
        WHERE playbook_fts MATCH ${inTier(widest)})`,
  };
}

/**
 * One page of a tier, only the page's rows mapped to playbook ids. Newest first is the FTS
 * row id (search rows are created with their playbook and keep their id on every save),
 * which FTS5 reads backwards and stops at the page instead of sorting every match.
 */
function tierPage(match: string, score: RawBuilder<number>, { order, limit, offset, newestFirst }: TierPage) {
  // Scores are best when lowest; row ids (newest first) when highest.
  const bestFirst = newestFirst ? "DESC" : "ASC";
  const direction = sql.raw(order === "desc" ? bestFirst : bestFirst === "ASC" ? "DESC" : "ASC");
  // FTS5 walks its row ids backwards only for an ORDER BY of the row id alone.
  const ranked = newestFirst
    ? sql`SELECT f.rowid AS doc_id, f.rowid AS score FROM playbook_fts f WHERE playbook_fts MATCH ${match}
        ORDER BY f.rowid ${direction}`
    : sql`SELECT f.rowid AS doc_id, ${score} AS score
        FROM playbook_fts f JOIN playbook_search s ON s.doc_id = f.rowid WHERE playbook_fts MATCH ${match}
        ORDER BY score ${direction}, f.rowid ${direction}`;
  return sql<{ playbook_id: string }>`SELECT s.playbook_id
    FROM (${ranked} LIMIT ${limit} OFFSET ${offset}) m
    JOIN playbook_search s INDEXED BY playbook_search_doc_playbook ON s.doc_id = m.doc_id
    ORDER BY m.score ${direction}, m.doc_id ${direction}`;
}
