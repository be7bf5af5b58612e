import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { Database } from "~/db/schema";
import { POSTGRES_SEARCH_CONFIGURATION } from "~/db/search-text";
import type { FacetGroups } from "./facets";
import { isBodyTier, searchTiers, type MatchSet, type Tier } from "./match-set";
import { hasTextTerms, type SearchQuery } from "./query";
import { excludedPhraseTexts, phraseTexts, tsExcluded, tsRequired, tsRequiredWords, tsShortWords } from "./tsquery";

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

/** Far more than any ts_rank: the near spellings' own title and description ranks come first. */
const RANK_STEP = 1000;

/** Weight labels restrict a tsquery to the title (A) or the title and description (A, B). */
const TIER_WEIGHTS: Record<Tier, string> = { title: "A", head: "AB", all: "", typo: "" };

/** The text search configuration: English stems without diacritics (migration 0032). */
export const toTsQuery = (text: string) => sql`to_tsquery(${POSTGRES_SEARCH_CONFIGURATION}::regconfig, ${text})`;

/**
 * The facet lexemes carry a '#' (migration 0010), which no search term can contain, so
 * words a visitor types never match a facet. Groups are ANDed, a group's tokens ORed.
 */
function facetQuery(facets: FacetGroups): string {
  return facets.map((group) => `(${group.map((token) => `'#${token}'`).join(" | ")})`).join(" & ");
}

/**
 * The word pairs (migration 0034) of all (`&&`) or any (`||`) of the phrases: with `document @@`
 * a phrase, the GIN index intersects both, so only the few playbooks holding the phrase's pairs
 * have their whole document read back from TOAST to check the words' positions, rather than
 * every playbook holding its words. Empty without phrases.
 */
function withWordPairs(phrases: readonly string[], join: "&&" | "||"): RawBuilder<unknown> {
  if (phrases.length === 0) return sql``;
  const pairs = phrases.map(
    (phrase) => sql`playbook_pairs_query(to_tsvector(${POSTGRES_SEARCH_CONFIGURATION}::regconfig, ${phrase}))`,
  );
  return sql` AND word_pairs @@ (${sql.join(pairs, sql.raw(` ${join} `))})`;
}

/**
 * PostgreSQL full-text search. Title and description matches are found and ranked in the
 * small head_document, body matches in the full document; both also carry the facets, so
 * one GIN lookup intersects the word and facet lists and the search reads only matching rows.
 */
export function postgresWordMatches(db: Kysely<Database>, query: SearchQuery, facets: FacetGroups): MatchSet {
  const text = hasTextTerms(query);
  const shortWords = tsShortWords(query);
  if (!text && shortWords.length === 0 && facets.length === 0) throw new Error("A search needs words or facets");
  // Title and description matches are read from the small head_document, and so are the
  // facets of a filtered listing; a short word may be anywhere in the text.
  const inDocument = (tier: Tier) => isBodyTier(tier) && (text || shortWords.length > 0);
  const vector = (tier: Tier) => (inDocument(tier) ? sql`document` : sql`head_document`);
  const words = (tier: Tier) => toTsQuery(tsRequired(query, tier === "typo", TIER_WEIGHTS[tier]));
  // Excluded words are a NOT in the full document's question, which its GIN index answers
  // exactly: a NOT IN list of every playbook holding a common word took 5 ms to build per query.
  const excluded = tsExcluded(query);
  const withoutWords = excluded.words ? [sql`(!!${toTsQuery(excluded.words)})`] : [];
  const others = (tier: Tier): RawBuilder<unknown>[] => [
    ...shortWords.map(({ start, word }) => sql`(${start}::tsquery || ${toTsQuery(word)})`),
    ...(facets.length > 0 ? [sql`${facetQuery(facets)}::tsquery`] : []),
    ...(inDocument(tier) ? withoutWords : []),
  ];
  const withOthers = (tier: Tier, query: RawBuilder<unknown>) =>
    others(tier).reduce((combined, other) => sql`${combined} && ${other}`, query);
  // Words that are all stop words make an empty query, which matches nothing; joined to the
  // facets it would match every playbook that has them.
  const tierQuery = (tier: Tier) =>
    text
      ? others(tier).length === 0
        ? words(tier)
        : sql`(CASE WHEN numnode(${words(tier)}) = 0 THEN ${words(tier)} ELSE ${withOthers(tier, words(tier))} END)`
      : others(tier).reduce((combined, other) => sql`${combined} && ${other}`);
  // Title and description tiers read their phrases in the small head_document, and ask the
  // full document for their words (in any order: a phrase's order would make the index
  // recheck every document holding its words) without the excluded ones.
  const phrasePairs = (tier: Tier) => (isBodyTier(tier) ? withWordPairs(phraseTexts(query), "&&") : sql``);
  const wordsExcluded = (tier: Tier) =>
    inDocument(tier) || withoutWords.length === 0
      ? sql``
      : sql` AND document @@ (${withOthers("all", toTsQuery(tsRequiredWords(query)))})`;
  const phrasesExcluded = excluded.phrases
    ? sql` AND doc_id NOT IN (SELECT doc_id FROM playbook_search WHERE document @@ ${toTsQuery(excluded.phrases)}${withWordPairs(
        excludedPhraseTexts(query),
        "||",
      )})`
    : sql``;
  const inTier = (tier: Tier) =>
    sql`${vector(tier)} @@ (${tierQuery(tier)})${phrasePairs(tier)}${wordsExcluded(tier)}${phrasesExcluded}`;
  const tiers = searchTiers(query);
  const widest = tiers.at(-1)!;
  const ownMatches = (tier: Tier) => {
    const better = tiers[tiers.indexOf(tier) - 1];
    if (!better) return inTier(tier);
    // The better tier of the title and description tiers is a head_document question, a few
    // hundred bytes in the row; exact body matches are few when near spellings are read.
    return better === "all"
      ? sql`${inTier(tier)} AND doc_id NOT IN (SELECT doc_id FROM playbook_search
          WHERE document @@ ${words(better)}${phrasePairs(better)})`
      : sql`${inTier(tier)} AND NOT head_document @@ ${words(better)}`;
  };

  // Near spellings ranked as the exact matches are: in the title first, then in the description,
  // then by ts_rank (see the SQLite engine for why ts_rank alone is not enough).
  const nearSpellingScore = () => {
    const inHead = (weights: string) => sql`head_document @@ ${toTsQuery(tsRequired(query, true, weights))}`;
    return sql`(CASE WHEN ${inHead("A")} THEN 2 WHEN ${inHead("AB")} THEN 1 ELSE 0 END) * ${RANK_STEP}
      + ts_rank(document, ${words("typo")})`;
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
      // Without words to rank by (a title word start), shorter titles first, as on SQLite.
      const score = newestFirst
        ? sql`doc_id`
        : !text
          ? sql`-length(title)`
          : tier === "typo"
            ? nearSpellingScore()
            : sql`ts_rank(${vector(tier)}, ${words(tier)})`;
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
      const matched = sql`SELECT playbook_id FROM playbook_search WHERE ${inTier(widest)}`;
      return expected > DENSE_MATCHES
        ? sql<SqlBool>`(${playbookId} IN (${matched})) IS TRUE`
        : sql<SqlBool>`${playbookId} IN (WITH matched AS MATERIALIZED (${matched}) SELECT playbook_id FROM matched)`;
    },
  };
}
