import type { Kysely } from "kysely";
import { CATALOG_PAGE_SIZE, type CatalogFilters } from "~/modules/catalog/filters";
import type { Database } from "../schema";
import { filterCondition } from "./catalog-filters.server";
import type { PlaybookScope } from "./category-membership.server";
import { LIST_COLUMNS, type ListRow } from "./playbook-list.server";
import type { MatchOrder, MatchSet, Tier } from "./search.server";

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
    const order = tier === "all" && counts.total > MAX_SCORED_MATCHES ? "recency" : "relevance";
    const limit = CATALOG_PAGE_SIZE - rows.length;
    rows.push(...(await tierRows(db, matches, { tier, excluding: better(tier), order }, filters, limit, skip)));
    skip = 0;
  }
  return rows;
}

interface TierQuery {
  tier: Tier;
  /** The better tier whose matches this one leaves out. */
  excluding?: Tier;
  order: MatchOrder;
}

function tierRows(
  db: Kysely<Database>,
  matches: MatchSet,
  { tier, excluding, order }: TierQuery,
  filters: CatalogFilters,
  limit: number,
  offset: number,
): Promise<ListRow[]> {
  // A cross join keeps the search index as the outer loop (SQLite reads joins in the order
  // written), so it is evaluated once rather than once per playbook.
  return (
    db
      .selectFrom(matches.ranked(tier, order))
      .crossJoin("playbooks as p")
      .whereRef("p.id", "=", "m.playbook_id")
      .where((eb) =>
        eb.and([
          filterCondition(eb as unknown as PlaybookScope, filters),
          ...(excluding ? [eb("p.id", "not in", matches.ids(excluding))] : []),
        ]),
      )
      .orderBy("m.rank", filters.order)
      // Without a second key SQLite reads its index in recency order and stops at the page
      // instead of sorting every match.
      .$if(order === "relevance" || !matches.uniqueRecency, (query) => query.orderBy("p.id", "asc"))
      .select(LIST_COLUMNS)
      .limit(limit)
      .offset(offset)
      .execute()
  );
}
