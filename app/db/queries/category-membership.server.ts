import type { Kysely } from "kysely";
import type { Database, PlaybookTagKind } from "../schema";

const CATEGORY_TAG_KINDS: PlaybookTagKind[] = ["ai-category", "baton-category"];

/**
 * A playbook belongs to every category it carries: its primary column or any of its
 * category tags. The sitemap counts by this rule, and the home page, the catalog and
 * category pages read the same memberships as search facets (search-documents.server.ts),
 * so their counts agree. These are every (playbook, category) pair by that rule, once each.
 */
export function categoryMemberships(db: Kysely<Database>) {
  return db
    .selectFrom("playbook_tags")
    .select(["playbook_id", "value as category_id"])
    .where("kind", "in", CATEGORY_TAG_KINDS)
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
