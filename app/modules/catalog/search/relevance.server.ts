import { CATALOG_PAGE_SIZE, type CatalogFilters } from "../filters";
import { isBodyTier, type MatchSet, type Tier } from "./match-set";

/**
 * Near spellings come after every exact match, and each of their words is several the engine
 * must weigh: they are scored only when few, and otherwise listed newest first.
 */
const NEAR_SPELLINGS_SCORING_LIMIT = 300;

/**
 * Relevance order: title matches first, then description matches, then body matches, then
 * matches by near spellings, each tier by its score (a very broad body tier newest first).
 * Tiers are read one at a time and only as far as the page needs; the first page needs no
 * tier counts at all, later pages count the tiers they skip. Returns the page's playbook ids in order, with the tier each
 * was found in.
 */
export async function relevancePage(
  matches: MatchSet,
  filters: CatalogFilters,
  total: number,
  pageSize = CATALOG_PAGE_SIZE,
): Promise<{ id: string; tier: Tier }[]> {
  const cumulative = new Map<Tier, Promise<number>>();
  const upTo = (tier: Tier) => {
    if (tier === matches.tiers.at(-1)) return Promise.resolve(total);
    if (!cumulative.has(tier)) cumulative.set(tier, matches.count(tier));
    return cumulative.get(tier)!;
  };
  const sizeOf = async (tier: Tier) => {
    const better = matches.tiers[matches.tiers.indexOf(tier) - 1];
    return (await upTo(tier)) - (better ? await upTo(better) : 0);
  };

  let skip = (filters.page - 1) * pageSize;
  if (skip >= total) return [];
  const tiers = filters.order === "asc" ? [...matches.tiers].reverse() : matches.tiers;
  const found: { id: string; tier: Tier }[] = [];
  for (const tier of tiers) {
    if (found.length === pageSize) break;
    if (skip > 0) {
      const size = await sizeOf(tier);
      if (skip >= size) {
        skip -= size;
        continue;
      }
    }
    const scoringLimit =
      tier === "typo" ? Math.min(matches.scoringLimit, NEAR_SPELLINGS_SCORING_LIMIT) : matches.scoringLimit;
    // A body tier before the near spellings is scored when it is small, however many near
    // spellings follow: listed newest first, PostgreSQL walks the id index reading documents
    // until a page of matches turns up, every document when the tier has none (120 ms).
    const newestFirst = isBodyTier(tier) && (await upTo(tier)) > scoringLimit;
    const limit = pageSize - found.length;
    const ids = await matches.page(tier, { order: filters.order, limit, offset: skip, newestFirst });
    found.push(...ids.map((id) => ({ id, tier })));
    skip = 0;
  }
  return found;
}
