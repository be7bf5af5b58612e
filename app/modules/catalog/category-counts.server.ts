import type { Kysely } from "kysely";
import { wordMatches } from "~/db/queries/search.server";
import type { Database } from "~/db/schema";
import { AI_CATEGORIES, BATON_CATEGORIES } from "./categories";
import { facetGroups } from "./facets";
import { categoryFilters } from "./filters";

/**
 * Guides per category id, all nine (zero where empty), counted in the search index's facets
 * exactly as each category page counts its "{n} guides available" (the index holds every
 * category a playbook carries): one index lookup per category, on either engine.
 */
export async function categoryCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const categories = [...AI_CATEGORIES, ...BATON_CATEGORIES];
  const counts = await Promise.all(
    categories.map((category) => wordMatches(db, [], facetGroups(categoryFilters(category))).count("all")),
  );
  return Object.fromEntries(categories.map((category, index) => [category.id, counts[index]!]));
}
