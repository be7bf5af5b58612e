import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import type { CategoryKind } from "~/modules/catalog/categories";
import type { Database, PlaybookTagKind } from "../schema";

/** Expressions about the playbook aliased `p` in the surrounding query. */
export type PlaybookScope = ExpressionBuilder<Database & { p: Database["playbooks"] }, "p">;

const TAG_KIND: Record<CategoryKind, PlaybookTagKind> = { ai: "ai-category", baton: "baton-category" };
const PRIMARY_COLUMN = { ai: "c.category", baton: "c.baton_category" } as const;

/**
 * A playbook belongs to every category it carries: its primary column or any of its
 * category tags. The category pages and the statistics use this rule, and the catalog's
 * filters read the same memberships as search facets (search-documents.server.ts), so
 * their counts agree.
 */
export function inCategory(eb: PlaybookScope, kind: CategoryKind, categoryId: string): Expression<SqlBool> {
  // One id list from both sources (rather than "column = x OR id IN tags"), which the
  // engines can build once from their indexes.
  return eb(
    "p.id",
    "in",
    eb
      .selectFrom("playbook_tags as t")
      .select("t.playbook_id")
      .where("t.kind", "=", TAG_KIND[kind])
      .where("t.value", "=", categoryId)
      .union(
        eb.selectFrom("playbooks as c").select("c.id as playbook_id").where(PRIMARY_COLUMN[kind], "=", categoryId),
      ),
  );
}

/** Every (playbook, category) pair by the rule above, once each: the rows the statistics count. */
export function categoryMemberships(db: Kysely<Database>) {
  return db
    .selectFrom("playbook_tags")
    .select(["playbook_id", "value as category_id"])
    .where("kind", "in", [TAG_KIND.ai, TAG_KIND.baton])
    .union(
      db
        .selectFrom("playbooks")
        .select(["id as playbook_id", "category as category_id"])
        .where("category", "is not", null)
        .$narrowType<{ category_id: string }>(),
    )
    .union(
      db
        .selectFrom("playbooks")
        .select(["id as playbook_id", "baton_category as category_id"])
        .where("baton_category", "is not", null)
        .$narrowType<{ category_id: string }>(),
    );
}
