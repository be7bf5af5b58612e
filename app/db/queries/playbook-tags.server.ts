import { sql, type Kysely } from "kysely";
import type { Database, PlaybookTagKind } from "../schema";
import { PUBLIC } from "./playbook-list.server";

export interface CatalogFilterOptions {
  businessAreas: string[];
  tools: string[];
}

/** The business areas and tools that at least one published playbook carries: the pickers' choices. */
export async function catalogFilterOptions(db: Kysely<Database>): Promise<CatalogFilterOptions> {
  const [businessAreas, tools] = await Promise.all([tagValues(db, "business-area"), tagValues(db, "tool")]);
  return { businessAreas, tools };
}

/**
 * The distinct values of a tag kind in order, read as a skip scan: each step asks the
 * (kind, value) index for the next larger value, so the cost follows the number of distinct
 * values (dozens) rather than of tags (tens of thousands in a large library). Neither
 * engine skips through an index for DISTINCT by itself.
 */
async function tagValues(db: Kysely<Database>, kind: PlaybookTagKind): Promise<string[]> {
  // A value counts once a published playbook carries it; nearly every one is, so each step
  // still stops at the first entry it reads.
  const published = sql`EXISTS (SELECT 1 FROM playbooks p WHERE p.id = t.playbook_id AND p.status = ${PUBLIC})`;
  const { rows } = await sql<{ value: string }>`WITH RECURSIVE tag_value(value) AS (
      SELECT min(t.value) FROM playbook_tags t WHERE t.kind = ${kind} AND ${published}
      UNION ALL
      SELECT (SELECT min(t.value) FROM playbook_tags t WHERE t.kind = ${kind} AND t.value > v.value AND ${published})
      FROM tag_value v WHERE v.value IS NOT NULL
    )
    SELECT value FROM tag_value WHERE value IS NOT NULL`.execute(db);
  return rows.map((row) => row.value);
}
