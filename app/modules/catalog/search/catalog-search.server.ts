import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
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
import type { MatchSet } from "./match-set";
import { relevancePage } from "./relevance.server";
import { containsAllTerms, snippetMaker } from "./snippet";
import { searchTerms, type SearchTerm } from "./terms";
import { withIndexPlan, wordMatches } from "./word-matches.server";

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
  const found =
    terms.length === 0 && facets.length === 0
      ? await everyPlaybook(db, filters)
      : await withIndexPlan(db, (db) =>
          terms.length > 0 ? searchMatches(db, terms, facets, filters) : facetMatches(db, facets, filters),
        );
  const cards = await cardsInOrder(db, found.ids, found.bodiesFor);
  const snippetOf = snippetMaker(terms);
  const items = cards.map(({ item, body }) => ({
    ...item,
    // Why it matched, when the title and description do not contain every term.
    snippet: body && !containsAllTerms(`${item.title} ${item.description}`, terms) ? snippetOf(body) : undefined,
  }));
  return pageOf(filters, items, found.total, found.approximate);
}

interface Found {
  /** The page's playbooks in order. */
  ids: string[];
  total: number;
  /** Near matches on the title: the words occur nowhere. */
  approximate: boolean;
  /** The playbooks that may have matched in their body only, whose text the snippets need. */
  bodiesFor: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/** Every published playbook (searches and filters read the search rows, which drafts do not have). */
async function everyPlaybook(db: Kysely<Database>, filters: CatalogFilters): Promise<Found> {
  const all = db.selectFrom("playbooks as p").where("p.status", "=", PUBLIC);
  const [total, rows] = await Promise.all([countOf(all), sortedPage(all, filters)]);
  return { ids: rows.map((row) => row.id), total, approximate: false, bodiesFor: NONE };
}

/** The playbooks carrying the facets (the filters other than the search), in a column order. */
async function facetMatches(db: Kysely<Database>, facets: FacetGroups, filters: CatalogFilters): Promise<Found> {
  const matches = wordMatches(db, [], facets);
  const total = await matches.count("all");
  const rows = await sortedMatches(db, matches, total, filters);
  return { ids: rows.map((row) => row.id), total, approximate: false, bodiesFor: NONE };
}

async function searchMatches(
  db: Kysely<Database>,
  terms: readonly SearchTerm[],
  facets: FacetGroups,
  filters: CatalogFilters,
): Promise<Found> {
  const words = wordMatches(db, terms, facets);
  const wordTotal = await words.count("all");
  // Near matches only when the words occur nowhere, not when the filters leave none.
  const exact = wordTotal > 0 || (facets.length > 0 && (await wordMatches(db, terms, []).count("all")) > 0);
  const matches = exact ? words : await fuzzyTitleMatches(db, terms, facets);
  const total = exact ? wordTotal : await matches.count("all");
  const found = (ids: string[], bodyCandidates: string[]): Found => ({
    ids,
    total,
    approximate: !exact,
    bodiesFor: new Set(exact ? bodyCandidates : []),
  });
  if (filters.sort !== "relevance") {
    const rows = await sortedMatches(db, matches, total, filters);
    const bodyOnly = rows.filter((row) => !containsAllTerms(`${row.title} ${row.description}`, terms));
    return found(
      rows.map((row) => row.id),
      bodyOnly.map((row) => row.id),
    );
  }
  // Body-tier matches are the ones whose title and description lack a term.
  const page = await relevancePage(matches, filters, total);
  return found(
    page.map((match) => match.id),
    page.filter((match) => match.tier === "all").map((match) => match.id),
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
 * The cards for the page, in its order, with their part counts and the indexed text of the
 * playbooks in `bodiesFor`: one query (a round trip is most of a small query's cost).
 */
async function cardsInOrder(
  db: Kysely<Database>,
  ids: readonly string[],
  bodiesFor: ReadonlySet<string>,
): Promise<{ item: PlaybookListItem; body?: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("playbooks as p")
    .select((eb) => [
      ...LIST_COLUMNS,
      partCountColumn(eb),
      // The body is read only for the playbooks that need a snippet (on PostgreSQL it is a
      // separate TOAST read per playbook); a plain listing reads no search row at all.
      bodiesFor.size > 0
        ? eb
            .case()
            .when("p.id", "in", [...bodiesFor])
            .then(eb.selectFrom("playbook_search as s").select("s.body").whereRef("s.playbook_id", "=", "p.id"))
            .end()
            .as("body")
        : sql<string | null>`NULL`.as("body"),
    ])
    .where("p.id", "in", ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ item: toListItem(row, Number(row.part_count ?? 0)), body: row.body ?? undefined }] : [];
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

/** One page in a column order: the ids, and the text that tells whether a search matched in the body only. */
function sortedPage(query: PlaybookQuery, filters: CatalogFilters) {
  return orderBy(filters.sort, filters.order)
    .reduce((ordered, [column, direction]) => ordered.orderBy(column, direction), query)
    .select(["p.id", "p.title", "p.description"])
    .limit(CATALOG_PAGE_SIZE)
    .offset((filters.page - 1) * CATALOG_PAGE_SIZE)
    .execute();
}

/** One page of the matches in a column order; none to read past the last match. */
async function sortedMatches(db: Kysely<Database>, matches: MatchSet, total: number, filters: CatalogFilters) {
  if ((filters.page - 1) * CATALOG_PAGE_SIZE >= total) return [];
  return sortedPage(db.selectFrom("playbooks as p").where(matches.contains(sql.ref("p.id"), total)), filters);
}
