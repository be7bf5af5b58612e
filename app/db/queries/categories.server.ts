import type { Kysely } from "kysely";
import { AI_CATEGORIES, BATON_CATEGORIES, type Category } from "~/modules/catalog/categories";
import type { Database } from "../schema";
import { DEFAULT_FILTERS } from "~/modules/catalog/filters";
import { queryCatalog } from "./catalog.server";
import { categoryMemberships } from "./category-membership.server";
import { PUBLIC, type PlaybookListItem } from "./playbook-list.server";

export interface CategoryStats {
  count: number;
  totalWords: number;
  /** Mean reading time of the category's playbooks, in whole minutes. */
  avgReadingTime: number;
}

export interface CategoryStatistics {
  aiCategories: Record<string, CategoryStats>;
  batonCategories: Record<string, CategoryStats>;
}

const ZERO: CategoryStats = { count: 0, totalWords: 0, avgReadingTime: 0 };

/** Count, total words and average reading time of the published playbooks in all nine categories (zero where empty). */
export async function categoryStatistics(db: Kysely<Database>): Promise<CategoryStatistics> {
  const rows = await db
    .selectFrom(categoryMemberships(db).as("m"))
    .innerJoin("playbooks as p", "p.id", "m.playbook_id")
    .where("p.status", "=", PUBLIC)
    .select((eb) => [
      "m.category_id",
      eb.fn.countAll<number>().as("count"),
      eb.fn.sum<number>("p.word_count").as("total_words"),
      eb.fn.avg<number>("p.reading_time_minutes").as("avg_minutes"),
    ])
    .groupBy("m.category_id")
    .execute();
  const byId = new Map(
    rows.map((row) => [
      row.category_id,
      {
        count: Number(row.count),
        totalWords: Number(row.total_words),
        avgReadingTime: Math.round(Number(row.avg_minutes)),
      },
    ]),
  );
  const statsFor = (categories: readonly Category[]) =>
    Object.fromEntries(categories.map((category) => [category.id, byId.get(category.id) ?? ZERO]));
  return { aiCategories: statsFor(AI_CATEGORIES), batonCategories: statsFor(BATON_CATEGORIES) };
}

export interface CategoryPage {
  /** Newest first, like the catalog. */
  playbooks: PlaybookListItem[];
  total: number;
  pageCount: number;
}

/**
 * One page of the category's playbooks in the catalog's default order (newest first): the
 * catalog's listing with the category as its filter, so both count a playbook in every
 * category it carries and read them from the same index.
 */
export async function listCategoryPlaybooks(
  db: Kysely<Database>,
  category: Category,
  page: number,
): Promise<CategoryPage> {
  const filter = category.kind === "ai" ? { aiCategory: category.id } : { batonCategory: category.id };
  const { playbooks, total, pageCount } = await queryCatalog(db, { ...DEFAULT_FILTERS, ...filter, page });
  return { playbooks, total, pageCount };
}
