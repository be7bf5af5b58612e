import { CATALOG_PAGE_SIZE, type CatalogFilters } from "../filters";
import type { MatchSet, Tier } from "./match-set";

/**
 * Relevance order: title matches first, then description matches, then body matches, each
 * tier by its score (a very broad body tier newest first). Tiers are read one at a time and
 * only as far as the page needs; the first page needs no tier counts at all, later pages
 * count the tiers they skip. Returns the page's playbook ids in order, with the tier each
 * was found in.
 */
export async function relevancePage(
  matches: MatchSet,
  filters: CatalogFilters,
  total: number,
): Promise<{ id: string; tier: Tier }[]> {
  const cumulative = new Map<Tier, Promise<number>>();
  const upTo = (tier: Tier) => {
    if (tier === "all") return Promise.resolve(total);
    if (!cumulative.has(tier)) cumulative.set(tier, matches.count(tier));
    return cumulative.get(tier)!;
  };
  const sizeOf = async (tier: Tier) => {
    const better = matches.tiers[matches.tiers.indexOf(tier) - 1];
    return (await upTo(tier)) - (better ? await upTo(better) : 0);
  };

  let skip = (filters.page - 1) * CATALOG_PAGE_SIZE;
  if (skip >= total) return [];
  const tiers = filters.order === "asc" ? [...matches.tiers].reverse() : matches.tiers;
  const found: { id: string; tier: Tier }[] = [];
  for (const tier of tiers) {
    if (found.length === CATALOG_PAGE_SIZE) break;
    if (skip > 0) {
      const size = await sizeOf(tier);
      if (skip >= size) {
        skip -= size;
        continue;
      }
    }
    const newestFirst = tier === "all" && total > matches.scoringLimit;
    const limit = CATALOG_PAGE_SIZE - found.length;
    const ids = await matches.page(tier, { order: filters.order, limit, offset: skip, newestFirst });
    found.push(...ids.map((id) => ({ id, tier })));
    skip = 0;
  }
  return found;
}
