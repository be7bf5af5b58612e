import type { Kysely } from "kysely";
import type { Category } from "~/modules/catalog/categories";
import type { Database } from "../schema";
import { categoryFilters } from "~/modules/catalog/filters";
import { queryCatalog } from "./catalog.server";
import type { PlaybookListItem } from "./playbook-list.server";

export interface CategoryPage {
  /** Most recently updated first. */
  playbooks: PlaybookListItem[];
  total: number;
  pageCount: number;
}

/**
 * One page of the category's playbooks, most recently updated first (as the spec's category
 * pages read them): the catalog's listing with the category as its filter, so both count a
 * playbook in every category it carries and read them from the same index.
 */
export async function listCategoryPlaybooks(
  db: Kysely<Database>,
  category: Category,
  page: number,
): Promise<CategoryPage> {
  const { playbooks, total, pageCount } = await queryCatalog(db, { ...categoryFilters(category), page });
  return { playbooks, total, pageCount };
}
