import type { RawBuilder, SqlBool } from "kysely";
import type { SortOrder } from "../filters";
import { hasTextTerms, hasTypoVariants, type SearchQuery } from "./query";

/**
 * Where the terms were found: in the title, in the title or description ("head"), anywhere
 * including the parts' text, or anywhere once words may be near spellings of the ones typed
 * ("typo": after every exact match, as Meilisearch ranks fewer typos first). Each tier
 * contains the ones before it.
 */
export type Tier = "title" | "head" | "all" | "typo";

/** Tiers whose matches may be in the body only, ranked by the engine's score. */
export const isBodyTier = (tier: Tier) => tier === "all" || tier === "typo";

/**
 * The tiers a search walks, best first. A query of nothing but a title word start (a
 * one- or two-letter word) or facets has one, listed like the body tier (newest first when
 * broad): it has no words to rank by.
 */
export function searchTiers(query: SearchQuery): readonly Tier[] {
  if (!hasTextTerms(query)) return ["all"];
  return hasTypoVariants(query) ? ["title", "head", "all", "typo"] : ["title", "head", "all"];
}

export interface TierPage {
  /** "desc" lists the best matches first, "asc" the weakest. */
  order: SortOrder;
  limit: number;
  offset: number;
  /** Newest first instead of scored (a very broad search; see MatchSet.scoringLimit). */
  newestFirst: boolean;
}

/** The playbooks a search matches after the catalog's other filters, as the index sees them. */
export interface MatchSet {
  /** The tiers relevance order walks through, best first. */
  tiers: readonly Tier[];
  /**
   * Past this many matches the body tier is listed newest first instead of scored: scoring
   * reads every match's text, and for thousands of weak matches it costs more than it tells.
   */
  scoringLimit: number;
  /** How many playbooks match in the tier or a better one. */
  count(tier: Tier): Promise<number>;
  /** The ids of one page of the tier's own matches (none of a better tier's). */
  page(tier: Tier, page: TierPage): Promise<string[]>;
  /**
   * Whether the playbook id is a match, to order the matches by a playbook column. Many
   * matches (`expected`, counted by the caller) are best met walking the column's index and
   * checking each playbook against the matches, read once, until the page is full; a few
   * are best looked up and sorted.
   */
  contains(playbookId: RawBuilder<string>, expected: number): RawBuilder<SqlBool>;
}
