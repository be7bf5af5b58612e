import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from "kysely";
import {
  ALL_AI_CATEGORIES,
  ALL_BATON_CATEGORIES,
  READING_TIME_RANGES,
  type CatalogFilters,
} from "~/modules/catalog/filters";
import { searchTerms } from "~/modules/catalog/search-terms";
import type { Database } from "../schema";
import { hasAnyTag, inCategory, type PlaybookScope } from "./category-membership.server";
import { LIST_COLUMNS, withPartCounts, type PlaybookListItem } from "./playbook-list.server";
import { bodySnippets, fullTextMatches, fuzzyTitleMatches, hasFullTextMatch, type MatchRow } from "./search.server";

export const CATALOG_PAGE_SIZE = 24;

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

type CatalogQuery = SelectQueryBuilder<Database & { p: Database["playbooks"] } & { m: MatchRow }, "p" | "m", object>;

/**
 * The catalog list: every filter, sort key and order of the spec, with full-text search
 * (falling back to near matches on titles when the words occur nowhere), one page at a time.
 */
export async function queryCatalog(db: Kysely<Database>, filters: CatalogFilters): Promise<CatalogPage> {
  const terms = searchTerms(filters.search);
  if (filters.search && terms.length === 0) return emptyPage(filters.page);

  let approximate = false;
  let matches = terms.length > 0 ? fullTextMatches(db, terms) : undefined;
  if (matches && !(await hasFullTextMatch(db, terms))) {
    matches = await fuzzyTitleMatches(db, terms);
    approximate = true;
  }

  const base = matches
    ? db.selectFrom("playbooks as p").innerJoin(matches, "m.playbook_id", "p.id")
    : db.selectFrom("playbooks as p").innerJoin(allPlaybooks(), "m.playbook_id", "p.id");
  const filtered = base.where((eb) => filterCondition(eb as unknown as PlaybookScope, filters));

  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const pageCount = Math.max(1, Math.ceil(Number(total) / CATALOG_PAGE_SIZE));

  const rows = await orderCatalog(filtered, filters, Boolean(matches))
    .select([...LIST_COLUMNS, "m.head_hit"])
    .limit(CATALOG_PAGE_SIZE)
    .offset((filters.page - 1) * CATALOG_PAGE_SIZE)
    .execute();

  const bodyOnly = approximate ? [] : rows.filter((row) => !row.head_hit).map((row) => row.id);
  const snippets = await bodySnippets(db, terms, bodyOnly);
  const playbooks = await withPartCounts(db, rows);
  return {
    playbooks: playbooks.map((playbook) => ({ ...playbook, snippet: snippets.get(playbook.id) })),
    total: Number(total),
    page: filters.page,
    pageCount,
    approximate,
  };
}

function emptyPage(page: number): CatalogPage {
  return { playbooks: [], total: 0, page, pageCount: 1, approximate: false };
}

/** Without a search every playbook "matches" equally, so one query shape serves both cases. */
function allPlaybooks() {
  return sql<MatchRow>`(SELECT id AS playbook_id, 0 AS rank, 1 AS title_hit, 1 AS head_hit FROM playbooks)`.as("m");
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
 * The spec's sort keys, each with its direction; ties fall back to the title and then the
 * id, so paging never shows a playbook twice. Relevance without a search means newest first.
 */
function orderCatalog(query: CatalogQuery, filters: CatalogFilters, searching: boolean): CatalogQuery {
  const direction = filters.order;
  const ordered = (() => {
    switch (filters.sort) {
      case "relevance":
        return searching
          ? query.orderBy("m.title_hit", direction).orderBy("m.head_hit", direction).orderBy("m.rank", direction)
          : query.orderBy("p.updated_at", direction);
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
  return ordered.orderBy(sql`lower(p.title)`, "asc").orderBy("p.id", "asc");
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
