import { z } from "zod";
import { AI_CATEGORIES, BATON_CATEGORIES } from "./categories";
import {
  ALL_AI_CATEGORIES,
  ALL_BATON_CATEGORIES,
  catalogQueryString,
  DEFAULT_FILTERS,
  FILTER_PARAMS,
  READING_TIME_RANGES,
  SORT_KEYS,
  SORT_ORDERS,
  type CatalogFilters,
} from "./filters";
import { pageNumber } from "./page-number";
import { MAX_SEARCH_INPUT } from "./search/query";

const MAX_LIST_VALUES = 10;
const MAX_LIST_VALUE_LENGTH = 60;

const values = <T extends { value: string }>(options: readonly T[]) =>
  options.map((option) => option.value) as [T["value"], ...T["value"][]];

/**
 * A list filter arrives as a comma list (shared URLs) or as repeated fields (the plain HTML
 * form): both are read, trimmed, de-duplicated and capped.
 */
const listValues = z.array(z.string()).transform((raw) => {
  const items = raw.flatMap((value) => value.split(",")).map((value) => value.trim().slice(0, MAX_LIST_VALUE_LENGTH));
  return [...new Set(items.filter(Boolean))].slice(0, MAX_LIST_VALUES);
});

/** The search box's text as every search reads it: at most MAX_SEARCH_INPUT characters, trimmed. */
export const searchText = (value: string) => value.slice(0, MAX_SEARCH_INPUT).trim();

const filtersSchema = z.object({
  search: z.string().transform(searchText).catch(DEFAULT_FILTERS.search),
  aiCategory: z.enum([ALL_AI_CATEGORIES, ...AI_CATEGORIES.map((c) => c.id)]).catch(DEFAULT_FILTERS.aiCategory),
  batonCategory: z
    .enum([ALL_BATON_CATEGORIES, ...BATON_CATEGORIES.map((c) => c.id)])
    .catch(DEFAULT_FILTERS.batonCategory),
  businessAreas: listValues,
  tools: listValues,
  readingTime: z.enum(values(READING_TIME_RANGES)).catch(DEFAULT_FILTERS.readingTime),
  sort: z.enum(values(SORT_KEYS)).catch(DEFAULT_FILTERS.sort),
  order: z.enum(values(SORT_ORDERS)).catch(DEFAULT_FILTERS.order),
  page: pageNumber,
});

/**
 * Reads the catalog's query string. Nothing in it can fail: an unknown or malformed value
 * falls back to that filter's default, the way a bookmarked URL from an older site would.
 */
export function parseCatalogFilters(params: URLSearchParams): CatalogFilters {
  const single = (name: string) => params.get(name) ?? undefined;
  return filtersSchema.parse({
    search: single(FILTER_PARAMS.search) ?? "",
    aiCategory: single(FILTER_PARAMS.aiCategory),
    batonCategory: single(FILTER_PARAMS.batonCategory),
    businessAreas: params.getAll(FILTER_PARAMS.businessAreas),
    tools: params.getAll(FILTER_PARAMS.tools),
    readingTime: single(FILTER_PARAMS.readingTime),
    sort: single(FILTER_PARAMS.sort),
    order: single(FILTER_PARAMS.order),
    page: single(FILTER_PARAMS.page),
  });
}

/**
 * Where to send a catalog request whose filter parameters are not in canonical form (a
 * default spelled out, a list sent as repeated fields, an invalid value), or undefined when
 * they are. Compared decoded, so "+" and "%20" or "," and "%2C" count as the same; other
 * parameters (utm_source and the like) are kept.
 */
export function catalogRedirectTarget(url: URL, filters: CatalogFilters): string | undefined {
  const filterNames = new Set<string>(Object.values(FILTER_PARAMS));
  const entries = (params: URLSearchParams) =>
    [...params]
      .filter(([name]) => filterNames.has(name))
      .map(([name, value]) => `${name}=${value}`)
      .sort();
  const canonical = catalogQueryString(filters);
  if (entries(url.searchParams).join("&") === entries(new URLSearchParams(canonical)).join("&")) return undefined;
  const others = [...url.searchParams].filter(([name]) => !filterNames.has(name));
  const query = [canonical, new URLSearchParams(others).toString()].filter(Boolean).join("&");
  return query ? `${url.pathname}?${query}` : url.pathname;
}
