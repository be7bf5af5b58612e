import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from "kysely";
import {
  ALL_AI_CATEGORIES,
  ALL_BATON_CATEGORIES,
  READING_TIME_RANGES,
  type CatalogFilters,
} from "~/modules/catalog/filters";
import { searchTerms, type SearchTerm } from "~/modules/catalog/search-terms";
import { containsAllTerms, makeSnippet } from "~/modules/catalog/snippet";
import type { Database } from "../schema";
import { hasAnyTag, inCategory, type PlaybookScope } from "./category-membership.server";
import { LIST_COLUMNS, withPartCounts, type PlaybookListItem } from "./playbook-list.server";
import { fuzzyTitleMatches, hasWordMatch, searchBodies, wordMatches, type MatchSet, type Tier } from "./search.server";

export const CATALOG_PAGE_SIZE = 24;
const MAX_SCORED_MATCHES = 2000;

export interface CatalogItem extends PlaybookListItem {
  /** Set when the search matched only in the body: the passage that matched. */
  snippet?: string;
}

export interface CatalogPage {
  playbooks: CatalogItem[];
  total: number;
  page: number;
  pageCount: number;
  /** True when nothing matched exactly and these are near matches on the title. */
  approximate: boolean;
}

type PlaybookQuery = SelectQueryBuilder<Database & { p: Database["playbooks"] }, "p", object>;
type ListRow = Parameters<typeof withPartCounts>[1][number];

/**
 * The catalog list: every filter, sort key and order of the spec, full-text search (with
 * near matches on titles when the words occur nowhere), one page at a time.
 */
export async function queryCatalog(db: Kysely<Database>, filters: CatalogFilters): Promise<CatalogPage> {
  const terms = searchTerms(filters.search);
  if (filters.search && terms.length === 0) return pageOf(filters, [], 0, false);
  const filtered = db.selectFrom("playbooks as p").where((eb) => filterCondition(eb as PlaybookScope, filters));
  if (terms.length === 0) {
    const [total, rows] = await Promise.all([countOf(filtered), sortedPage(filtered, filters)]);
    return pageOf(filters, await withPartCounts(db, rows), total, false);
  }

  const exact = await hasWordMatch(db, terms);
  const matches = exact ? wordMatches(db, terms) : await fuzzyTitleMatches(db, terms);
  const matching = filtered.where("p.id", "in", matches.ids("all"));
  // Without other filters the counts come from the search index alone, without touching playbooks.
  const countTier = (tier: Tier) =>
    hasOtherFilters(filters) ? countOf(filtered.where("p.id", "in", matches.ids(tier))) : matches.count(tier);
  const total = await countTier("all");
  const rows =
    filters.sort === "relevance"
      ? await relevancePage(db, matches, filters, await tierSizes(matches, countTier, total))
      : await sortedPage(matching, filters);
  const playbooks = await withPartCounts(db, rows);
  const snippets = exact ? await bodyOnlySnippets(db, terms, playbooks) : new Map<string, string>();
  return pageOf(
    filters,
    playbooks.map((playbook) => ({ ...playbook, snippet: snippets.get(playbook.id) })),
    total,
    !exact,
  );
}

function pageOf(filters: CatalogFilters, playbooks: CatalogItem[], total: number, approximate: boolean): CatalogPage {
  const pageCount = Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));
  return { playbooks, total, page: filters.page, pageCount, approximate };
}

async function countOf(query: PlaybookQuery): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

function hasOtherFilters(filters: CatalogFilters): boolean {
  return (
    filters.aiCategory !== ALL_AI_CATEGORIES ||
    filters.batonCategory !== ALL_BATON_CATEGORIES ||
    filters.readingTime !== "all" ||
    filters.businessAreas.length + filters.tools.length > 0
  );
}

function filterCondition(eb: PlaybookScope, filters: CatalogFilters): Expression<SqlBool> {
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

/**
 * One page in a column order; ties fall back to the title and then the id, so paging never
 * shows a playbook twice. "Relevance" without a search means most recently updated first.
 */
function sortedPage(query: PlaybookQuery, filters: CatalogFilters): Promise<ListRow[]> {
  const direction = filters.order;
  const ordered = (() => {
    switch (filters.sort) {
      case "relevance":
        return query.orderBy("p.updated_at", direction);
      case "title":
        return query.orderBy(sql`lower(p.title)`, direction);
      case "readingTime":
        return query.orderBy("p.reading_time_minutes", direction);
      case "wordCount":
        return query.orderBy("p.word_count", direction);
      case "category":
        return query
          .orderBy(sql`coalesce(p.category, '')`, direction)
          .orderBy(sql`coalesce(p.baton_category, '')`, direction);
    }
  })();
  return ordered
    .orderBy(sql`lower(p.title)`, "asc")
    .orderBy("p.id", "asc")
    .select(LIST_COLUMNS)
    .limit(CATALOG_PAGE_SIZE)
    .offset((filters.page - 1) * CATALOG_PAGE_SIZE)
    .execute();
}

/**
 * Relevance order: title matches first, then description matches, then body matches, each
 * tier by the engine's score. Tiers are read one at a time and only as far as the page
 * needs, so a common word does not make the engine score every matching playbook.
 */
async function relevancePage(
  db: Kysely<Database>,
  matches: MatchSet,
  filters: CatalogFilters,
  tiers: TierSize[],
): Promise<ListRow[]> {
  if (filters.order === "asc") tiers.reverse();
  let skip = (filters.page - 1) * CATALOG_PAGE_SIZE;
  const rows: ListRow[] = [];
  for (const tier of tiers) {
    if (rows.length === CATALOG_PAGE_SIZE) break;
    if (skip >= tier.size) {
      skip -= tier.size;
      continue;
    }
    rows.push(...(await tierRows(db, matches, tier, filters, CATALOG_PAGE_SIZE - rows.length, skip)));
    skip = 0;
  }
  return rows;
}

/**
 * A tier's matches in relevance order. Past MAX_SCORED_MATCHES a tier is shown newest first
 * instead: scoring thousands of matches for a very broad query costs more than it tells,
 * and the title and description tiers still come first.
 */
async function tierRows(
  db: Kysely<Database>,
  matches: MatchSet,
  tier: TierSize,
  filters: CatalogFilters,
  limit: number,
  offset: number,
): Promise<ListRow[]> {
  const where = (eb: PlaybookScope) =>
    eb.and([
      filterCondition(eb, filters),
      ...(tier.excluding ? [eb("p.id", "not in", matches.ids(tier.excluding))] : []),
    ]);
  if (tier.size > MAX_SCORED_MATCHES) {
    return db
      .selectFrom("playbooks as p")
      .where((eb) => where(eb as PlaybookScope))
      .where("p.id", "in", matches.ids(tier.tier))
      .orderBy("p.updated_at", filters.order)
      .orderBy("p.id", "asc")
      .select(LIST_COLUMNS)
      .limit(limit)
      .offset(offset)
      .execute();
  }
  // A cross join keeps the search index as the outer loop (SQLite reads joins in the order
  // written), so it is evaluated once rather than once per playbook.
  return db
    .selectFrom(matches.ranked(tier.tier))
    .crossJoin("playbooks as p")
    .whereRef("p.id", "=", "m.playbook_id")
    .where((eb) => where(eb as unknown as PlaybookScope))
    .orderBy("m.rank", filters.order)
    .orderBy("p.id", "asc")
    .select(LIST_COLUMNS)
    .limit(limit)
    .offset(offset)
    .execute();
}

interface TierSize {
  tier: Tier;
  /** The better tier whose matches this one leaves out. */
  excluding?: Tier;
  size: number;
}

/** How many playbooks each tier adds to the ones before it, best tier first. */
async function tierSizes(matches: MatchSet, countTier: (tier: Tier) => Promise<number>, total: number) {
  const cumulative: number[] = [];
  for (const tier of matches.tiers.slice(0, -1)) cumulative.push(await countTier(tier));
  cumulative.push(total);
  return matches.tiers.map((tier, index): TierSize => ({
    tier,
    excluding: matches.tiers[index - 1],
    size: cumulative[index]! - (cumulative[index - 1] ?? 0),
  }));
}

/**
 * Why a playbook matched, for those whose title and description do not contain every term
 * (checked here rather than in the index: the page has the text, and a common word would
 * make the index list most of the library).
 */
async function bodyOnlySnippets(
  db: Kysely<Database>,
  terms: readonly SearchTerm[],
  playbooks: readonly PlaybookListItem[],
): Promise<Map<string, string>> {
  const bodyOnly = playbooks.filter(
    (playbook) => !containsAllTerms(`${playbook.title} ${playbook.description}`, terms),
  );
  const snippets = new Map<string, string>();
  for (const [id, body] of await searchBodies(
    db,
    bodyOnly.map((playbook) => playbook.id),
  )) {
    const snippet = makeSnippet(body, terms);
    if (snippet) snippets.set(id, snippet);
  }
  return snippets;
}

export interface CatalogFilterOptions {
  businessAreas: string[];
  tools: string[];
}

/** The business areas and tools that at least one playbook carries: the pickers' choices. */
export async function catalogFilterOptions(db: Kysely<Database>): Promise<CatalogFilterOptions> {
  const rows = await db
    .selectFrom("playbook_tags")
    .select(["kind", "value"])
    .distinct()
    .where("kind", "in", ["business-area", "tool"])
    .orderBy("kind")
    .orderBy("value")
    .execute();
  const valuesOf = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.value);
  return { businessAreas: valuesOf("business-area"), tools: valuesOf("tool") };
}
