import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { ALL_CATEGORIES } from "./categories";
import { categoryFilters } from "./filters";
import { facetGroups } from "./search/facets";
import { wordMatches } from "./search/word-matches.server";

/**
 * Guides per category id, all nine (zero where empty), counted in the search index's facets
 * exactly as each category page counts its "{n} guides available" (the index holds every
 * category a playbook carries): one index lookup per category, on either engine.
 */
export async function categoryCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts = await Promise.all(
    ALL_CATEGORIES.map((category) => wordMatches(db, [], facetGroups(categoryFilters(category))).count("all")),
  );
  return Object.fromEntries(ALL_CATEGORIES.map((category, index) => [category.id, counts[index]!]));
}
