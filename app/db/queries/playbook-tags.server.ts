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
 * engine skips through an index for DISTINCT by itself. Each step is `ORDER BY value LIMIT 1`
 * rather than `min(value)`: PostgreSQL reads min() through the index only for a plain scan,
 * and with the published check beside it aggregated every tag of the kind at every step
 * (75 ms for 10,000 playbooks instead of 3).
 */
async function tagValues(db: Kysely<Database>, kind: PlaybookTagKind): Promise<string[]> {
  // A value counts once a published playbook carries it; nearly every one is, so each step
  // still stops at the first entry it reads.
  const published = sql`EXISTS (SELECT 1 FROM playbooks p WHERE p.id = t.playbook_id AND p.status = ${PUBLIC})`;
  const next = (after: ReturnType<typeof sql>) =>
    sql`SELECT t.value FROM playbook_tags t WHERE t.kind = ${kind} AND ${after} AND ${published} ORDER BY t.value LIMIT 1`;
  const { rows } = await sql<{ value: string }>`WITH RECURSIVE tag_value(value) AS (
      SELECT * FROM (${next(sql`1 = 1`)}) AS first_value
      UNION ALL
      SELECT (${next(sql`t.value > v.value`)})
      FROM tag_value v WHERE v.value IS NOT NULL
    )
    SELECT value FROM tag_value WHERE value IS NOT NULL`.execute(db);
  return rows.map((row) => row.value);
}
