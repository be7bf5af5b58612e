import type { Category } from "./categories";
import { READING_TIME_BUCKETS, type ReadingTimeBucket } from "~/db/catalog-facets";

/**
 * The catalog's filter state and its query-string form. The names and defaults are the
 * spec's; `page` is ours (the catalog is paged so it stays fast with thousands of playbooks).
 */
export const ALL_AI_CATEGORIES = "all-ai-categories";
export const CATALOG_PAGE_SIZE = 24;
export const ALL_BATON_CATEGORIES = "all-baton-categories";

const READING_TIME_LABELS: Record<ReadingTimeBucket, string> = {
  "0-5": "Quick read (0-5 min)",
  "5-15": "Standard (5-15 min)",
  "15-30": "Comprehensive (15-30 min)",
  "30+": "Deep dive (30+ min)",
};
export type ReadingTimeRange = "all" | ReadingTimeBucket;
export const READING_TIME_RANGES: readonly { value: ReadingTimeRange; label: string }[] = [
  { value: "all", label: "Any length" },
  ...READING_TIME_BUCKETS.map(({ value }) => ({ value, label: READING_TIME_LABELS[value] })),
];

export const SORT_KEYS = [
  { value: "relevance", label: "Relevance" },
  { value: "title", label: "Title" },
  { value: "readingTime", label: "Reading time" },
  { value: "wordCount", label: "Word count" },
  { value: "category", label: "Category" },
] as const;
export type SortKey = (typeof SORT_KEYS)[number]["value"];

export const SORT_ORDERS = [
  { value: "desc", label: "Descending" },
  { value: "asc", label: "Ascending" },
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number]["value"];

export interface CatalogFilters {
  search: string;
  aiCategory: string;
  batonCategory: string;
  businessAreas: string[];
  tools: string[];
  readingTime: ReadingTimeRange;
  sort: SortKey;
  order: SortOrder;
  page: number;
}

export const DEFAULT_FILTERS: CatalogFilters = {
  search: "",
  aiCategory: ALL_AI_CATEGORIES,
  batonCategory: ALL_BATON_CATEGORIES,
  businessAreas: [],
  tools: [],
  readingTime: "all",
  sort: "relevance",
  order: "desc",
  page: 1,
};

/** The filters that list one category (its page, its count on the home page). */
export function categoryFilters(category: Category): CatalogFilters {
  const filter = category.kind === "ai" ? { aiCategory: category.id } : { batonCategory: category.id };
  return { ...DEFAULT_FILTERS, ...filter };
}

/** Query-string names, in the order they are written. */
export const FILTER_PARAMS = {
  search: "search",
  aiCategory: "ai-category",
  batonCategory: "baton-category",
  businessAreas: "business-area",
  tools: "tools",
  readingTime: "reading-time",
  sort: "sort",
  order: "order",
  page: "page",
} as const satisfies Record<keyof CatalogFilters, string>;

/**
 * The canonical query string ("" when everything is at its default): defaults omitted,
 * lists comma-separated. The server redirects any other spelling to this one, so a shared
 * URL and the URL a plain form submission produces both end up the same.
 */
export function catalogQueryString(filters: CatalogFilters): string {
  const pairs: string[] = [];
  for (const key of Object.keys(FILTER_PARAMS) as (keyof CatalogFilters)[]) {
    const value = filters[key];
    const text = Array.isArray(value) ? value.map(encodeURIComponent).join(",") : encodeURIComponent(String(value));
    if (text !== "" && String(value) !== String(DEFAULT_FILTERS[key])) pairs.push(`${FILTER_PARAMS[key]}=${text}`);
  }
  return pairs.join("&");
}

export function catalogHref(filters: CatalogFilters): string {
  const query = catalogQueryString(filters);
  return query ? `/catalog?${query}` : "/catalog";
}

/** The spec's count: one each for a chosen AI category, BATON category and reading time, plus every area and tool. */
export function activeFilterCount(filters: CatalogFilters): number {
  return (
    Number(filters.aiCategory !== ALL_AI_CATEGORIES) +
    Number(filters.batonCategory !== ALL_BATON_CATEGORIES) +
    Number(filters.readingTime !== "all") +
    filters.businessAreas.length +
    filters.tools.length
  );
}

/** The filters with some fields changed; any change but paging goes back to page 1. */
export function withFilters(filters: CatalogFilters, changes: Partial<CatalogFilters>): CatalogFilters {
  return { ...filters, page: 1, ...changes };
}
