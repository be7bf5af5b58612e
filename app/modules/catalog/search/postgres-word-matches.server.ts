import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { Database } from "~/db/schema";
import type { FacetGroups } from "./facets";
import type { MatchSet, Tier } from "./match-set";
import { tsQuery, type SearchTerm } from "./terms";

/**
 * ts_rank on the full document reads each match's whole tsvector back from TOAST (about
 * 15 µs each at 10,000 playbooks), so only a few hundred body matches are scored.
 */
const SCORING_LIMIT = 300;

/**
 * From this many matches on, walking a sort index (about 1 µs a playbook) until a page of
 * matches turns up beats looking every match up (about 4 µs each) and sorting them.
 */
const DENSE_MATCHES = 1000;

/** Weight labels restrict a tsquery to the title (A) or the title and description (A, B). */
const TIER_WEIGHTS: Record<Tier, string> = { title: "A", head: "AB", all: "" };

/**
 * The facet lexemes carry a '#' (migration 0010), which no search term can contain, so
 * words a visitor types never match a facet. Groups are ANDed, a group's tokens ORed.
 */
function facetQuery(facets: FacetGroups): string {
  return facets.map((group) => `(${group.map((token) => `'#${token}'`).join(" | ")})`).join(" & ");
}

/**
 * PostgreSQL full-text search. Title and description matches are found and ranked in the
 * small head_document, body matches in the full document; both also carry the facets, so
 * one GIN lookup intersects the word and facet lists and the search reads only matching rows.
 */
export function postgresWordMatches(db: Kysely<Database>, terms: readonly SearchTerm[], facets: FacetGroups): MatchSet {
  const vector = (tier: Tier) => (tier === "all" ? sql`document` : sql`head_document`);
  const words = (tier: Tier) => sql`to_tsquery('english', ${tsQuery(terms, TIER_WEIGHTS[tier])})`;
  const facetsOnly = sql`${facetQuery(facets)}::tsquery`;
  // A query of stop words only is empty and matches nothing; joined to the facets it would
  // match every playbook that has them.
  const withFacets = (query: RawBuilder<unknown>) =>
    facets.length === 0
      ? query
      : sql`(CASE WHEN numnode(${query}) = 0 THEN ${query} ELSE ${query} && ${facetsOnly} END)`;
  // Without terms (a filtered listing) the facets are read from the smaller head_document.
  const inTier = (tier: Tier) =>
    terms.length > 0 ? sql`${vector(tier)} @@ ${withFacets(words(tier))}` : sql`head_document @@ ${facetsOnly}`;
  const tiers = ["title", "head", "all"] as const;
  const better = (tier: Tier) => tiers[tiers.indexOf(tier) - 1];
  // The better tier is always a head_document question: a few hundred bytes in the row.
  const ownMatches = (tier: Tier) => {
    const previous = better(tier);
    return previous ? sql`${inTier(tier)} AND NOT head_document @@ ${words(previous)}` : inTier(tier);
  };

  return {
    tiers,
    scoringLimit: SCORING_LIMIT,
    async count(tier) {
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM playbook_search
        WHERE ${inTier(tier)}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    async page(tier, { order, limit, offset, newestFirst }) {
      // Ranks and row ids (newest first) are both best when highest.
      const direction = sql.raw(order === "desc" ? "DESC" : "ASC");
      const score = newestFirst ? sql`doc_id` : sql`ts_rank(${vector(tier)}, ${words(tier)})`;
      const { rows } = await sql<{ playbook_id: string }>`SELECT playbook_id FROM playbook_search
        WHERE ${ownMatches(tier)}
        ORDER BY ${score} ${direction}, doc_id ${direction} LIMIT ${limit} OFFSET ${offset}`.execute(db);
      return rows.map((row) => row.playbook_id);
    },
    // The planner cannot estimate how many rows a query with facet lexemes matches (it
    // guesses a few dozen), so the plan is chosen here from the count. Many: IS TRUE keeps
    // the IN from becoming a join, so it is a hashed subplan, read once from the GIN index,
    // that filters the sort index as it is walked. Few: a materialised set, joined.
    contains: (playbookId, expected) => {
      const matched = sql`SELECT playbook_id FROM playbook_search WHERE ${inTier("all")}`;
      return expected > DENSE_MATCHES
        ? sql<SqlBool>`(${playbookId} IN (${matched})) IS TRUE`
        : sql<SqlBool>`${playbookId} IN (WITH matched AS MATERIALIZED (${matched}) SELECT playbook_id FROM matched)`;
    },
  };
}
