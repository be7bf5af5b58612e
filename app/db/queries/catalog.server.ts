import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { CATALOG_PAGE_SIZE, type CatalogFilters } from "~/modules/catalog/filters";
import { searchTerms, type SearchTerm } from "~/modules/catalog/search-terms";
import { containsAllTerms, makeSnippet } from "~/modules/catalog/snippet";
import type { Database } from "../schema";
import { filterCondition, hasOtherFilters } from "./catalog-filters.server";
import { relevancePage } from "./catalog-relevance.server";
import type { PlaybookScope } from "./category-membership.server";
import { LIST_COLUMNS, withPartCounts, type ListRow, type PlaybookListItem } from "./playbook-list.server";
import {
  fuzzyTitleMatches,
  hasWordMatch,
  searchBodies,
  withIndexPlan,
  wordMatches,
  type MatchSet,
  type Tier,
} from "./search.server";

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

  return withIndexPlan(db, (db) => searchCatalog(db, terms, filters));
}

async function searchCatalog(
  db: Kysely<Database>,
  terms: readonly SearchTerm[],
  filters: CatalogFilters,
): Promise<CatalogPage> {
  const scope = hasOtherFilters(filters)
    ? db
        .selectFrom("playbooks as p")
        .select("p.id")
        .where((eb) => filterCondition(eb as PlaybookScope, filters))
    : undefined;
  const words = wordMatches(db, terms);
  // Without other filters the total doubles as the check for any exact match.
  const unfilteredTotal = scope ? undefined : await words.count("all", undefined);
  const exact = unfilteredTotal === undefined ? await hasWordMatch(db, terms) : unfilteredTotal > 0;
  const matches = exact ? words : await fuzzyTitleMatches(db, terms);
  const countTier = (tier: Tier) =>
    tier === "all" && exact && unfilteredTotal !== undefined
      ? Promise.resolve(unfilteredTotal)
      : matches.count(tier, scope);
  const { rows, total } =
    filters.sort === "relevance"
      ? await countTier("all").then(async (total) => ({
          total,
          rows: await relevancePage(db, matches, filters, { total, countTier }),
        }))
      : await sortedPageWithTotal(matchedPlaybooks(db, matches, filters), filters, () => countTier("all"));
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

/**
 * The matches that pass the other filters, as a playbooks query. The matches drive the join
 * (SQLite reads joins in the order written), so each is looked up once in playbooks rather
 * than first collected into a list of ids that every filtered playbook is checked against.
 */
function matchedPlaybooks(db: Kysely<Database>, matches: MatchSet, filters: CatalogFilters): PlaybookQuery {
  return db
    .selectFrom(sql<{ playbook_id: string }>`${matches.ids("all")}`.as("m"))
    .crossJoin("playbooks as p")
    .whereRef("p.id", "=", "m.playbook_id")
    .where((eb) => filterCondition(eb as unknown as PlaybookScope, filters)) as unknown as PlaybookQuery;
}

/**
 * One page in a column order; ties fall back to the title and then the id, so paging never
 * shows a playbook twice. "Relevance" without a search means most recently updated first.
 */
function sortedPage(query: PlaybookQuery, filters: CatalogFilters): Promise<ListRow[]> {
  return inPageOrder(query, filters).select(LIST_COLUMNS).execute();
}

/**
 * A sorted page of search matches with their total from the same query: the sort reads
 * every match anyway, so a window count saves a second pass over them. Only a page past
 * the end (no rows to carry the total) needs the separate count.
 */
async function sortedPageWithTotal(
  query: PlaybookQuery,
  filters: CatalogFilters,
  count: () => Promise<number>,
): Promise<{ rows: ListRow[]; total: number }> {
  const rows = await inPageOrder(query, filters)
    .select(LIST_COLUMNS)
    .select((eb) => eb.fn.countAll<number>().over().as("total"))
    .execute();
  return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : await count() };
}

function inPageOrder(query: PlaybookQuery, filters: CatalogFilters): PlaybookQuery {
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
    .limit(CATALOG_PAGE_SIZE)
    .offset((filters.page - 1) * CATALOG_PAGE_SIZE);
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
