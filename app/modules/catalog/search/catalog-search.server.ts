import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type { ContentVersionReader } from "~/context";
import {
  LIST_COLUMNS,
  PUBLIC,
  partCountColumn,
  toListItem,
  type PlaybookListItem,
} from "~/db/queries/playbook-list.server";
import type { Database } from "~/db/schema";
import { CATALOG_PAGE_SIZE, type CatalogFilters, type SortKey, type SortOrder } from "../filters";
import { facetGroups, type FacetGroups } from "./facets";
import { fuzzyTitleMatches } from "./fuzzy-title-matches.server";
import type { MatchSet, Tier } from "./match-set";
import { bestPassages } from "./passages.server";
import { EMPTY_QUERY, hasRequiredTerms, parseSearchQuery, withoutShortPrefix, type SearchQuery } from "./query";
import { relevancePage } from "./relevance.server";
import type { Approximation, SearchPassage } from "./results";
import { withVocabulary } from "./typos";
import { libraryVocabulary } from "./vocabulary.server";
import { withIndexPlan, wordMatches } from "./word-matches.server";

export interface CatalogItem extends PlaybookListItem {
  /** When searching: the passages that matched best, best first (none when only the title did). */
  passages?: SearchPassage[];
}

export interface CatalogPage {
  playbooks: CatalogItem[];
  total: number;
  page: number;
  pageCount: number;
  approximate: Approximation;
  /** Search terms left out (past MAX_SEARCH_CLAUSES), as typed, for the page to name. */
  dropped: string[];
  /** The search was only a lone letter or stop words ("a", "the"): it asked for nothing, so found nothing. */
  vague: boolean;
}

export interface CatalogQueryOptions {
  pageSize?: number;
  /** How many passages each result links to (0: none, as a category page needs). */
  passagesPerResult?: number;
  /** Lets the vocabulary of the typo tolerance be read once per content change. */
  contentVersion?: ContentVersionReader;
}

type PlaybookQuery = SelectQueryBuilder<Database & { p: Database["playbooks"] }, "p", object>;

/**
 * The catalog list: every filter, sort key and order of the spec, full-text search in the
 * query language of query.ts (tolerating typos, with near matches on titles when the words
 * occur nowhere) and the passages each result opens, one page at a time.
 */
export async function queryCatalog(
  db: Kysely<Database>,
  filters: CatalogFilters,
  { pageSize = CATALOG_PAGE_SIZE, passagesPerResult = 1, contentVersion }: CatalogQueryOptions = {},
): Promise<CatalogPage> {
  const paging = { page: filters.page, pageSize };
  const parsed = parseSearchQuery(filters.search);
  const dropped = [...parsed.dropped];
  if (filters.search && !hasRequiredTerms(parsed)) return { ...pageOf(paging, [], 0, false, dropped), vague: true };
  const query = parsed.words.some((word) => word.typos > 0 || word.prefix)
    ? withVocabulary(parsed, await libraryVocabulary(db, contentVersion))
    : parsed;
  const facets = facetGroups(filters);
  const searching = hasRequiredTerms(query);
  const found =
    !searching && facets.length === 0
      ? await everyPlaybook(db, filters, pageSize)
      : await withIndexPlan(db, (db) =>
          searching ? searchMatches(db, query, facets, filters, pageSize) : facetMatches(db, facets, filters, pageSize),
        );
  const cards = await cardsInOrder(db, found.ids);
  // Titles that only look like the query have no passage with its words.
  const passages =
    found.query && found.approximate !== "titles"
      ? await bestPassages(db, found.query, cards, passagesPerResult)
      : new Map<string, SearchPassage[]>();
  const items = cards.map((item) => ({ ...item, passages: passages.get(item.id) }));
  return pageOf(paging, items, found.total, found.approximate, dropped);
}

interface Found {
  /** The page's playbooks in order. */
  ids: string[];
  total: number;
  approximate: Approximation;
  /** The search they matched (a short last word may have been let go). */
  query?: SearchQuery;
}

/** Every published playbook (searches and filters read the search rows, which drafts do not have). */
async function everyPlaybook(db: Kysely<Database>, filters: CatalogFilters, pageSize: number): Promise<Found> {
  const all = db.selectFrom("playbooks as p").where("p.status", "=", PUBLIC);
  const [total, rows] = await Promise.all([countOf(all), sortedPage(all, filters, pageSize)]);
  return { ids: rows.map((row) => row.id), total, approximate: false };
}

/** The playbooks carrying the facets (the filters other than the search), in a column order. */
async function facetMatches(
  db: Kysely<Database>,
  facets: FacetGroups,
  filters: CatalogFilters,
  pageSize: number,
): Promise<Found> {
  const matches = wordMatches(db, EMPTY_QUERY, facets);
  const total = await matches.count(matches.tiers.at(-1)!);
  const rows = await sortedMatches(db, matches, total, filters, pageSize);
  return { ids: rows.map((row) => row.id), total, approximate: false };
}

async function searchMatches(
  db: Kysely<Database>,
  query: SearchQuery,
  facets: FacetGroups,
  filters: CatalogFilters,
  pageSize: number,
): Promise<Found> {
  const words = wordMatches(db, query, facets);
  const widest = words.tiers.at(-1)!;
  const wordTotal = await words.count(widest);
  // A short last word that leaves nothing is most likely still being typed: the results of
  // the words before it stay, rather than vanishing until the word is long enough.
  const typing = wordTotal === 0 ? withoutShortPrefix(query) : undefined;
  if (typing) return searchMatches(db, typing, facets, filters, pageSize);
  // Near matches on titles only when the words occur nowhere, not when the filters leave none.
  const found = wordTotal > 0 || (facets.length > 0 && (await wordMatches(db, query, []).count(widest)) > 0);
  const matches = found ? words : await fuzzyTitleMatches(db, typedWords(query), facets);
  const total = found ? wordTotal : await matches.count("all");
  // Only near spellings matched: no playbook has the words as typed.
  const onlyNearSpellings = async (firstTier?: Tier) =>
    widest === "typo" &&
    // The first page in relevance order starts with the exact matches, if there are any.
    (filters.page === 1 && filters.order === "desc" && firstTier
      ? firstTier === "typo"
      : (await words.count("all")) === 0);
  const approximate = async (firstTier?: Tier): Promise<Approximation> =>
    !found ? "titles" : (await onlyNearSpellings(firstTier)) ? "spellings" : false;
  if (filters.sort !== "relevance") {
    const rows = await sortedMatches(db, matches, total, filters, pageSize);
    return { ids: rows.map((row) => row.id), total, approximate: await approximate(), query };
  }
  const page = await relevancePage(matches, filters, total, pageSize);
  return { ids: page.map((match) => match.id), total, approximate: await approximate(page[0]?.tier), query };
}

/** The words as typed, for the titles that look like them. */
const typedWords = (query: SearchQuery) => [...query.words.map((word) => word.text), ...query.phrases.flat()];

function pageOf(
  { page, pageSize }: { page: number; pageSize: number },
  playbooks: CatalogItem[],
  total: number,
  approximate: Approximation,
  dropped: string[] = [],
): CatalogPage {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { playbooks, total, page, pageCount, approximate, dropped, vague: false };
}

async function countOf(query: PlaybookQuery): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The cards for the page, in its order, with their part counts: one query. */
async function cardsInOrder(db: Kysely<Database>, ids: readonly string[]): Promise<PlaybookListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("playbooks as p")
    .select((eb) => [...LIST_COLUMNS, partCountColumn(eb)])
    .where("p.id", "in", ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListItem(row, Number(row.part_count ?? 0))] : [];
  });
}

/**
 * Each sort key's columns. Every order ends in the title and then the id, so paging never
 * shows a playbook twice, and descending is the exact reverse of ascending, so both walk
 * one index (migrations 0011 and 0015).
 */
const SORT_COLUMNS: Record<Exclude<SortKey, "relevance">, RawBuilder<unknown>[]> = {
  title: [],
  readingTime: [sql`p.reading_time_minutes`],
  wordCount: [sql`p.word_count`],
  category: [sql`coalesce(p.category, '')`, sql`coalesce(p.baton_category, '')`],
};
const TIE_BREAKS = [sql`lower(p.title)`, sql`p.id`];
const REVERSED: Record<SortOrder, SortOrder> = { asc: "desc", desc: "asc" };

/**
 * The columns and directions of a sort. "Relevance" without a search is newest first, and
 * playbooks added at the same moment (a demo library, one import batch) read A to Z; its
 * ascending order is the exact reverse.
 */
function orderBy(sort: SortKey, order: SortOrder): [RawBuilder<unknown>, SortOrder][] {
  if (sort === "relevance")
    return [
      [sql`p.created_at`, order],
      ...TIE_BREAKS.map((column): [RawBuilder<unknown>, SortOrder] => [column, REVERSED[order]]),
    ];
  return [...SORT_COLUMNS[sort], ...TIE_BREAKS].map((column) => [column, order]);
}

/** One page's ids in a column order. */
function sortedPage(query: PlaybookQuery, filters: CatalogFilters, pageSize: number) {
  return orderBy(filters.sort, filters.order)
    .reduce((ordered, [column, direction]) => ordered.orderBy(column, direction), query)
    .select("p.id")
    .limit(pageSize)
    .offset((filters.page - 1) * pageSize)
    .execute();
}

/** One page of the matches in a column order; none to read past the last match. */
async function sortedMatches(
  db: Kysely<Database>,
  matches: MatchSet,
  total: number,
  filters: CatalogFilters,
  pageSize: number,
) {
  if ((filters.page - 1) * pageSize >= total) return [];
  return sortedPage(db.selectFrom("playbooks as p").where(matches.contains(sql.ref("p.id"), total)), filters, pageSize);
}
