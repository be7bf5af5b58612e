import { categoryStatistics } from "~/db/queries/categories.server";
import { memoPerContentVersion } from "~/modules/content-memo/content-memo.server";
import { ALL_CATEGORIES } from "./categories";

/**
 * Every category's count, words and average reading time, keyed by id. The home page shows all
 * of them and each category page its own: one grouped query over every playbook's memberships,
 * read once per content change rather than on every render.
 */
export const allCategoryStatistics = memoPerContentVersion((db) =>
  categoryStatistics(
    db,
    ALL_CATEGORIES.map((category) => category.id),
  ),
);
