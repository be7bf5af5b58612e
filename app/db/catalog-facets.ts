import { foldForSearch, WORD_PATTERN } from "./search-text";

/**
 * Facets are what the catalog's filters other than the search test: categories, business
 * areas, tools and the reading-time bucket. Each playbook's search row carries them as
 * tokens, so a filtered search is answered by the full-text index alone instead of matching
 * thousands of playbooks against each filter (docs/decisions/0004-search.md). The tokens
 * are stored data: changing their format needs a migration that rebuilds the search rows.
 */
export type FacetKind = "ai" | "baton" | "area" | "tool" | "time" | "start";

/** The reading-time filter's buckets; the catalog's filter labels them. */
export const READING_TIME_BUCKETS = [
  { value: "0-5", min: 0, max: 5 },
  { value: "5-15", min: 5, max: 15 },
  { value: "15-30", min: 15, max: 30 },
  { value: "30+", min: 30 },
] as const;
export type ReadingTimeBucket = (typeof READING_TIME_BUCKETS)[number]["value"];

export interface FacetSource {
  aiCategories: readonly string[];
  batonCategories: readonly string[];
  businessAreas: readonly string[];
  tools: readonly string[];
  readingTimeMinutes: number;
}

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
 * lower one (5 minutes is a quick read).
 */
export function readingTimeBucket(minutes: number): ReadingTimeBucket {
  for (const bucket of READING_TIME_BUCKETS) {
    const aboveMin = bucket.min === 0 || minutes > bucket.min;
    const withinMax = !("max" in bucket) || minutes <= bucket.max;
    if (aboveMin && withinMax) return bucket.value;
  }
  throw new Error(`No reading-time bucket for ${minutes} minutes`);
}

/**
 * Title word starts shorter than a body prefix (query.ts, MIN_BODY_PREFIX): a search whose
 * last word is one or two letters finds the titles with a word starting so, as one exact
 * token rather than a prefix the engines would expand to thousands of words.
 */
export const TITLE_START_LENGTHS = [1, 2] as const;

/** The tokens a title's word starts are matched by ("Café Pricing": c, ca, p, pr), each once. */
export function titleStartTokens(title: string): string[] {
  const starts = [...foldForSearch(title).matchAll(WORD_PATTERN)].flatMap(([word]) =>
    TITLE_START_LENGTHS.filter((length) => word.length >= length).map((length) => word.slice(0, length)),
  );
  return [...new Set(starts)].map((start) => facetToken("start", start));
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
