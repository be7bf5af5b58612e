import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { RankedSection } from "./passages.server";
import { toTsQuery } from "./postgres-word-matches.server";
import type { SearchQuery } from "./query";
import { tsAny } from "./tsquery";

/**
 * PostgreSQL: the sections of the playbooks asked about (through doc_id) that have any of the
 * query's words, ranked by ts_rank (a heading, weight A, counts five times the text, C), the
 * best of each playbook chosen and read in one round trip.
 */
export async function postgresBestSections(
  db: Kysely<Database>,
  query: SearchQuery,
  playbookIds: readonly string[],
  perPlaybook: number,
): Promise<RankedSection[]> {
  const words = tsAny(query);
  if (!words) return [];
  const tsquery = toTsQuery(words);
  const { rows } = await sql<{
    playbook_id: string;
    part_slug: string;
    part_title: string;
    anchor: string;
    heading: string;
    body: string;
  }>`SELECT s.playbook_id, x.part_slug, x.part_title, x.anchor, x.heading, x.body
    FROM (
      SELECT section_id,
        row_number() OVER (PARTITION BY doc_id ORDER BY ts_rank(document, ${tsquery}) DESC, position) AS n
      FROM playbook_sections
      WHERE doc_id IN (SELECT doc_id FROM playbook_search WHERE playbook_id = ANY(${playbookIds}::uuid[]))
        AND document @@ ${tsquery}
    ) ranked
    JOIN playbook_sections x ON x.section_id = ranked.section_id
    JOIN playbook_search s ON s.doc_id = x.doc_id
    WHERE ranked.n <= ${perPlaybook}
    ORDER BY x.doc_id, ranked.n`.execute(db);
  return rows.map((row) => ({
    playbookId: row.playbook_id,
    partSlug: row.part_slug,
    partTitle: row.part_title,
    anchor: row.anchor,
    heading: row.heading,
    body: row.body,
  }));
}
