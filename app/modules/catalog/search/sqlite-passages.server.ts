import { sql, type Kysely } from "kysely";
import { SECTION_ID_SPAN } from "~/db/queries/search-documents.server";
import type { Database } from "~/db/schema";
import { fts5Any } from "./fts5-query";
import type { RankedSection } from "./passages.server";
import type { SearchQuery } from "./query";

/**
 * SQLite: one MATCH over the sections of the playbooks asked about (their owner tokens) and
 * any of the query's words, ranked by bm25 with the heading counting four times the text.
 * A section's id tells its playbook (SECTION_ID_SPAN), so the best of each are chosen from
 * the ranking alone, and only their rows are read.
 */
export async function sqliteBestSections(
  db: Kysely<Database>,
  query: SearchQuery,
  playbookIds: readonly string[],
  perPlaybook: number,
): Promise<RankedSection[]> {
  const words = fts5Any(query);
  if (!words) return [];
  const docs = await db
    .selectFrom("playbook_search")
    .select(["doc_id", "playbook_id"])
    .where("playbook_id", "in", playbookIds)
    .execute();
  if (docs.length === 0) return [];
  const owners = docs.map((doc) => `"s${doc.doc_id}0"`).join(" OR ");
  const { rows: ranked } = await sql<{ section_id: number }>`SELECT rowid AS section_id FROM playbook_section_fts
    WHERE playbook_section_fts MATCH ${`{owner}: (${owners}) AND {heading body}: (${words})`}
    ORDER BY bm25(playbook_section_fts, 4.0, 1.0, 0.0), rowid`.execute(db);
  const chosen = new Map<number, number[]>();
  for (const { section_id } of ranked) {
    const doc = Math.floor(section_id / SECTION_ID_SPAN);
    const best = chosen.get(doc) ?? [];
    if (best.length < perPlaybook) chosen.set(doc, [...best, section_id]);
  }
  const ids = [...chosen.values()].flat();
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("playbook_sections")
    .select(["section_id", "doc_id", "part_slug", "part_title", "anchor", "heading", "body"])
    .where("section_id", "in", ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.section_id, row]));
  const playbookOf = new Map(docs.map((doc) => [doc.doc_id, doc.playbook_id]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    return {
      playbookId: playbookOf.get(row.doc_id)!,
      partSlug: row.part_slug,
      partTitle: row.part_title,
      anchor: row.anchor,
      heading: row.heading,
      body: row.body,
    };
  });
}
