import type { Kysely } from "kysely";
import { CATALOG_PAGE_SIZE, type CatalogFilters } from "~/modules/catalog/filters";
import type { Database } from "../schema";
import { filterCondition } from "./catalog-filters.server";
import type { PlaybookScope } from "./category-membership.server";
import { LIST_COLUMNS, type ListRow } from "./playbook-list.server";
import type { MatchSet, Tier } from "./search.server";

/**
 * Past this many matches a tier is shown newest first instead of scored: bm25 reads every
 * occurrence of every term, and scoring thousands of weak matches for a very broad query
 * costs more than it tells (title and description matches still come first).
 */
const MAX_SCORED_MATCHES = 2000;

interface Counts {
  /** Matches after every filter. */
  total: number;
  /** Matches in a tier (and the better ones) after every filter. */
  countTier: (tier: Tier) => Promise<number>;
}

/**
 * Relevance order: title matches first, then description matches, then body matches, each
 * tier by its score. Tiers are read one at a time and only as far as the page needs; the
 * first page needs no tier counts at all, later pages count the tiers they skip.
 */
export async function relevancePage(
  db: Kysely<Database>,
  matches: MatchSet,
  filters: CatalogFilters,
  counts: Counts,
): Promise<ListRow[]> {
  const cumulative = new Map<Tier, Promise<number>>();
  const upTo = (tier: Tier) => {
    if (tier === "all") return Promise.resolve(counts.total);
    if (!cumulative.has(tier)) cumulative.set(tier, counts.countTier(tier));
    return cumulative.get(tier)!;
  };
  const better = (tier: Tier) => matches.tiers[matches.tiers.indexOf(tier) - 1];
  const sizeOf = async (tier: Tier) => {
    const previous = better(tier);
    return (await upTo(tier)) - (previous ? await upTo(previous) : 0);
  };

  const tiers = filters.order === "asc" ? [...matches.tiers].reverse() : matches.tiers;
  let skip = (filters.page - 1) * CATALOG_PAGE_SIZE;
  const rows: ListRow[] = [];
  for (const tier of tiers) {
    if (rows.length === CATALOG_PAGE_SIZE) break;
    if (skip > 0) {
      const size = await sizeOf(tier);
      if (skip >= size) {
        skip -= size;
        continue;
      }
    }
    const newestFirst = tier === "all" && counts.total > MAX_SCORED_MATCHES;
    const query = { tier, excluding: better(tier), newestFirst };
    rows.push(...(await tierRows(db, matches, query, filters, CATALOG_PAGE_SIZE - rows.length, skip)));
    skip = 0;
  }
  return rows;
}

interface TierQuery {
  tier: Tier;
  /** The better tier whose matches this one leaves out. */
  excluding?: Tier;
  /** Newest first instead of scored (a very broad search). */
  newestFirst: boolean;
}

function tierRows(
  db: Kysely<Database>,
  matches: MatchSet,
  { tier, excluding, newestFirst }: TierQuery,
  filters: CatalogFilters,
  limit: number,
  offset: number,
): Promise<ListRow[]> {
  const where = (eb: PlaybookScope) =>
    eb.and([filterCondition(eb, filters), ...(excluding ? [eb("p.id", "not in", matches.ids(excluding))] : [])]);
  if (newestFirst && !matches.recent) {
    // The playbooks walked newest first along their created_at index, each checked against
    // the match set (read once), until the page is full.
    return db
      .selectFrom("playbooks as p")
      .where((eb) => where(eb as PlaybookScope))
      .where("p.id", "in", matches.ids(tier))
      .orderBy("p.created_at", filters.order)
      .orderBy("p.id", filters.order)
      .select(LIST_COLUMNS)
      .limit(limit)
      .offset(offset)
      .execute();
  }
  // A cross join keeps the search index as the outer loop (SQLite reads joins in the order
  // written), so it is evaluated once rather than once per playbook. Newest first, the rank
  // is the index's own order and unique: without a second key SQLite reads the index
  // backwards and stops at the page instead of sorting every match.
  const source = newestFirst && matches.recent ? matches.recent(tier) : matches.ranked(tier);
  return db
    .selectFrom(source)
    .crossJoin("playbooks as p")
    .whereRef("p.id", "=", "m.playbook_id")
    .where((eb) => where(eb as unknown as PlaybookScope))
    .orderBy("m.rank", filters.order)
    .$if(!newestFirst, (query) => query.orderBy("p.id", "asc"))
    .select(LIST_COLUMNS)
    .limit(limit)
    .offset(offset)
    .execute();
}
