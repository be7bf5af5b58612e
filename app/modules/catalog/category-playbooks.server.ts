import type { Kysely } from "kysely";
import type { PlaybookListItem } from "~/db/queries/playbook-list.server";
import type { Database } from "~/db/schema";
import type { Category } from "./categories";
import { categoryFilters } from "./filters";
import { queryCatalog } from "./search/catalog-search.server";

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
