import type { Expression, SqlBool } from "kysely";
import {
  ALL_AI_CATEGORIES,
  ALL_BATON_CATEGORIES,
  READING_TIME_RANGES,
  type CatalogFilters,
} from "~/modules/catalog/filters";
import { hasAnyTag, inCategory, type PlaybookScope } from "./category-membership.server";

/** Whether anything besides the search narrows the list (the counts then need the playbooks table). */
export function hasOtherFilters(filters: CatalogFilters): boolean {
  return (
    filters.aiCategory !== ALL_AI_CATEGORIES ||
    filters.batonCategory !== ALL_BATON_CATEGORIES ||
    filters.readingTime !== "all" ||
    filters.businessAreas.length + filters.tools.length > 0
  );
}

export function filterCondition(eb: PlaybookScope, filters: CatalogFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.aiCategory !== ALL_AI_CATEGORIES) conditions.push(inCategory(eb, "ai", filters.aiCategory));
  if (filters.batonCategory !== ALL_BATON_CATEGORIES) conditions.push(inCategory(eb, "baton", filters.batonCategory));
  if (filters.businessAreas.length > 0) conditions.push(hasAnyTag(eb, "business-area", filters.businessAreas));
  if (filters.tools.length > 0) conditions.push(hasAnyTag(eb, "tool", filters.tools));
  const range = READING_TIME_RANGES.find((option) => option.value === filters.readingTime);
  // Buckets share their edges, so a bound belongs to the lower bucket: 5 min is a quick read.
  if (range && "min" in range && range.min > 0) conditions.push(eb("p.reading_time_minutes", ">", range.min));
  if (range && "max" in range) conditions.push(eb("p.reading_time_minutes", "<=", range.max));
  return eb.and(conditions);
}
