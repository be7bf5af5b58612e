import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { facetGroups, type FacetGroups } from "~/modules/catalog/facets";
import { CATALOG_PAGE_SIZE, type CatalogFilters, type SortKey } from "~/modules/catalog/filters";
import { searchTerms, type SearchTerm } from "~/modules/catalog/search-terms";
import { containsAllTerms, snippetMaker } from "~/modules/catalog/snippet";
import type { Database } from "../schema";
import { relevancePage } from "./catalog-relevance.server";
import { LIST_COLUMNS, withPartCounts, type ListRow, type PlaybookListItem } from "./playbook-list.server";
import { fuzzyTitleMatches } from "./search-fuzzy.server";
import { searchBodies, withIndexPlan, wordMatches } from "./search.server";

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
  const facets = facetGroups(filters);
  if (terms.length === 0 && facets.length === 0) {
    const all = db.selectFrom("playbooks as p");
    const [total, rows] = await Promise.all([countOf(all), sortedPage(all, filters)]);
    return pageOf(filters, await withPartCounts(db, rows), total, false);
  }
  return withIndexPlan(db, (db) =>
    terms.length > 0 ? searchCatalog(db, terms, facets, filters) : filteredListing(db, facets, filters),
  );
}

/** The playbooks carrying the facets (the filters other than the search), in a column order. */
async function filteredListing(db: Kysely<Database>, facets: FacetGroups, filters: CatalogFilters) {
  const matches = wordMatches(db, [], facets);
  const total = await matches.count("all");
  const rows = await sortedPage(db.selectFrom("playbooks as p").where(matches.contains(sql.ref("p.id"))), filters);
  return pageOf(filters, await withPartCounts(db, rows), total, false);
}

async function searchCatalog(
  db: Kysely<Database>,
  terms: readonly SearchTerm[],
  facets: FacetGroups,
  filters: CatalogFilters,
): Promise<CatalogPage> {
  const words = wordMatches(db, terms, facets);
  const wordTotal = await words.count("all");
  // Near matches only when the words occur nowhere, not when the filters leave none.
  const exact = wordTotal > 0 || (facets.length > 0 && (await wordMatches(db, terms, []).count("all")) > 0);
  const matches = exact ? words : await fuzzyTitleMatches(db, terms, facets);
  const total = exact ? wordTotal : await matches.count("all");
  const rows =
    filters.sort === "relevance"
      ? await rowsInOrder(db, await relevancePage(matches, filters, total))
      : await sortedPage(db.selectFrom("playbooks as p").where(matches.contains(sql.ref("p.id"))), filters);
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

/** The playbooks with these ids, in the order given. */
async function rowsInOrder(db: Kysely<Database>, ids: readonly string[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("playbooks as p").select(LIST_COLUMNS).where("p.id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Each sort key's columns. Every order ends in the title and then the id, so paging never
 * shows a playbook twice, and descending is the exact reverse of ascending, so both walk
 * one index (migration 0011). "Relevance" without a search is the most recently updated.
 */
const SORT_COLUMNS: Record<SortKey, RawBuilder<unknown>[]> = {
  relevance: [sql`p.updated_at`],
  title: [],
  readingTime: [sql`p.reading_time_minutes`],
  wordCount: [sql`p.word_count`],
  category: [sql`coalesce(p.category, '')`, sql`coalesce(p.baton_category, '')`],
};
const TIE_BREAKS = [sql`lower(p.title)`, sql`p.id`];

/** One page in a column order. */
function sortedPage(query: PlaybookQuery, filters: CatalogFilters): Promise<ListRow[]> {
  return [...SORT_COLUMNS[filters.sort], ...TIE_BREAKS]
    .reduce((ordered, column) => ordered.orderBy(column, filters.order), query)
    .select(LIST_COLUMNS)
    .limit(CATALOG_PAGE_SIZE)
    .offset((filters.page - 1) * CATALOG_PAGE_SIZE)
    .execute();
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
  const snippetOf = snippetMaker(terms);
  const snippets = new Map<string, string>();
  for (const [id, body] of await searchBodies(
    db,
    bodyOnly.map((playbook) => playbook.id),
  )) {
    const snippet = snippetOf(body);
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
