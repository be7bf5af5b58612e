import {
  ALL_AI_CATEGORIES,
  ALL_BATON_CATEGORIES,
  READING_TIME_RANGES,
  type CatalogFilters,
  type ReadingTimeRange,
} from "../filters";

/**
 * Facets are what the catalog's filters other than the search test: categories, business
 * areas, tools and the reading-time bucket. Each playbook's search document carries them as
 * tokens, so a filtered search is answered by the full-text index alone instead of matching
 * thousands of playbooks against each filter (docs/decisions/0004-search.md).
 */
type FacetKind = "ai" | "baton" | "area" | "tool" | "time";

export interface FacetSource {
  aiCategories: readonly string[];
  batonCategories: readonly string[];
  businessAreas: readonly string[];
  tools: readonly string[];
  readingTimeMinutes: number;
}

/** A playbook passes the filters when it carries at least one token of every group. */
export type FacetGroups = readonly (readonly string[])[];

const hexOf = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * The kind, the value's UTF-8 bytes in hex (exact for any value, and only letters and
 * digits, which every tokenizer keeps as one word) and a closing digit, which no stemmer
 * strips, so the token is indexed exactly as it is written here.
 */
export function facetToken(kind: FacetKind, value: string): string {
  return `f${kind}${hexOf(value)}0`;
}

/**
 * The bucket a reading time falls in. Buckets share their edges and an edge belongs to the
 * lower one (5 minutes is a quick read), as in the catalog's filter on the playbooks table.
 */
export function readingTimeBucket(minutes: number): Exclude<ReadingTimeRange, "all"> {
  for (const range of READING_TIME_RANGES) {
    if (!("min" in range)) continue;
    const aboveMin = range.min === 0 || minutes > range.min;
    const withinMax = !("max" in range) || minutes <= range.max;
    if (aboveMin && withinMax) return range.value;
  }
  throw new Error(`No reading-time bucket for ${minutes} minutes`);
}

/** Every facet token of a playbook, each once. */
export function facetTokens(source: FacetSource): string[] {
  const values: [FacetKind, readonly string[]][] = [
    ["ai", source.aiCategories],
    ["baton", source.batonCategories],
    ["area", source.businessAreas],
    ["tool", source.tools],
    ["time", [readingTimeBucket(source.readingTimeMinutes)]],
  ];
  return [...new Set(values.flatMap(([kind, list]) => list.map((value) => facetToken(kind, value))))];
}

/** The catalog's filters other than the search as token groups; empty when none is set. */
export function facetGroups(filters: CatalogFilters): FacetGroups {
  const groups: string[][] = [];
  if (filters.aiCategory !== ALL_AI_CATEGORIES) groups.push([facetToken("ai", filters.aiCategory)]);
  if (filters.batonCategory !== ALL_BATON_CATEGORIES) groups.push([facetToken("baton", filters.batonCategory)]);
  if (filters.businessAreas.length > 0) groups.push(filters.businessAreas.map((area) => facetToken("area", area)));
  if (filters.tools.length > 0) groups.push(filters.tools.map((tool) => facetToken("tool", tool)));
  if (filters.readingTime !== "all") groups.push([facetToken("time", filters.readingTime)]);
  return groups;
}
