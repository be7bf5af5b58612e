import { facetToken } from "~/db/catalog-facets";
import { ALL_AI_CATEGORIES, ALL_BATON_CATEGORIES, type CatalogFilters } from "../filters";

/** A playbook passes the filters when it carries at least one token of every group. */
export type FacetGroups = readonly (readonly string[])[];

/**
 * The catalog's filters other than the search as groups of the facet tokens every search
 * row carries (app/db/catalog-facets.ts); empty when none is set.
 */
export function facetGroups(filters: CatalogFilters): FacetGroups {
  const groups: string[][] = [];
  if (filters.aiCategory !== ALL_AI_CATEGORIES) groups.push([facetToken("ai", filters.aiCategory)]);
  if (filters.batonCategory !== ALL_BATON_CATEGORIES) groups.push([facetToken("baton", filters.batonCategory)]);
  if (filters.businessAreas.length > 0) groups.push(filters.businessAreas.map((area) => facetToken("area", area)));
  if (filters.tools.length > 0) groups.push(filters.tools.map((tool) => facetToken("tool", tool)));
  if (filters.readingTime !== "all") groups.push([facetToken("time", filters.readingTime)]);
  return groups;
}
