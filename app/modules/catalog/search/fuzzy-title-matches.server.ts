import { sql, type Kysely, type SqlBool } from "kysely";
import { databaseKind } from "~/db/dialect";
import type { Database } from "~/db/schema";
import type { FacetGroups } from "./facets";
import type { MatchSet } from "./match-set";
import { EMPTY_QUERY } from "./query";
import { wordMatches } from "./word-matches.server";

/** Title-only near matches share at least this fraction of the query's trigrams (SQLite). */
const FUZZY_MIN_SHARED_TRIGRAMS = 0.5;
const FUZZY_CANDIDATES = 100;

/**
 * The typo-tolerant fallback when the word index finds nothing: titles that look like the
 * query by shared trigrams ("promt enginering" finds "Prompt Engineering"), best first,
 * of those carrying the facets. PostgreSQL ranks by pg_trgm's word similarity; SQLite
 * narrows with its trigram index and keeps titles containing at least half of the query's
 * trigrams. At most FUZZY_CANDIDATES, so they are ordered here.
 */
export async function fuzzyTitleMatches(
  db: Kysely<Database>,
  words: readonly string[],
  facets: FacetGroups,
): Promise<MatchSet> {
  const ranked = databaseKind(db) === "postgres" ? await postgresFuzzyIds(db, words) : await sqliteFuzzyIds(db, words);
  const likeness = new Map(ranked.map((id, index) => [id, index]));
  const candidates = db
    .selectFrom("playbooks as p")
    .select("p.id")
    .where((eb) => (ranked.length > 0 ? eb("p.id", "in", ranked) : eb.lit(false)));
  const passing =
    facets.length > 0
      ? candidates.where(wordMatches(db, EMPTY_QUERY, facets).contains(sql.ref("p.id"), FUZZY_CANDIDATES))
      : candidates;
  let inLikenessOrder: Promise<string[]> | undefined;
  const passingIds = () =>
    (inLikenessOrder ??= passing
      .execute()
      .then((rows) => rows.map((row) => row.id).sort((a, b) => likeness.get(a)! - likeness.get(b)!)));
  return {
    tiers: ["all"],
    scoringLimit: Number.POSITIVE_INFINITY,
    count: async () => (await passingIds()).length,
    async page(_tier, { order, limit, offset }) {
      const ids = await passingIds();
      return (order === "desc" ? ids : [...ids].reverse()).slice(offset, offset + limit);
    },
    // Kysely puts the subquery in parentheses itself.
    contains: (playbookId) => sql<SqlBool>`${playbookId} IN ${passing}`,
  };
}

async function postgresFuzzyIds(db: Kysely<Database>, words: readonly string[]): Promise<string[]> {
  const text = words.join(" ");
  // Nearest first by word similarity, read in that order from the GiST index (migration 0012).
  const { rows } = await sql<{ playbook_id: string }>`SELECT playbook_id FROM playbook_search
    WHERE ${text} <% title ORDER BY ${text} <<-> title LIMIT ${FUZZY_CANDIDATES}`.execute(db);
  return rows.map((row) => row.playbook_id);
}

/** The distinct three-letter sequences of the words. */
export function trigrams(words: readonly string[]): string[] {
  const grams = new Set<string>();
  for (const word of words) {
    for (let index = 0; index + 3 <= word.length; index += 1) grams.add(word.slice(index, index + 3));
  }
  return [...grams];
}

async function sqliteFuzzyIds(db: Kysely<Database>, words: readonly string[]): Promise<string[]> {
  const grams = trigrams(words);
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
