import { type Kysely, sql } from "kysely";
import type { Database } from "../schema";

/**
 * Whether the part of `table` (its name or alias) has anything to read: words, or an image or a
 * video player (which count no words). A part without is not public: no page, no Next link, no
 * sitemap entry, not counted in "N parts" (decision 25).
 */
export function partHasContent(table: string) {
  const html = sql.ref(`${table}.html`);
  return sql<boolean>`(${sql.ref(`${table}.word_count`)} > 0 or ${html} like '%<img%' or ${html} like '%<iframe%')`;
}

export interface EmptyPart {
  playbookId: string;
  playbookTitle: string;
  position: number;
  title: string;
}

/** The parts of these playbooks that have nothing to read, in order: what publishing them warns about. */
export async function findEmptyParts(db: Kysely<Database>, playbookIds: readonly string[]): Promise<EmptyPart[]> {
  if (playbookIds.length === 0) return [];
  const rows = await db
    .selectFrom("playbook_parts as pp")
    .innerJoin("playbooks as p", "p.id", "pp.playbook_id")
    .select(["pp.playbook_id", "p.title as playbook_title", "pp.position", "pp.title"])
    .where("pp.playbook_id", "in", playbookIds)
    .where(sql<boolean>`not ${partHasContent("pp")}`)
    .orderBy("p.title")
    .orderBy("pp.position")
    .execute();
  return rows.map((row) => ({
    playbookId: row.playbook_id,
    playbookTitle: row.playbook_title,
    position: row.position,
    title: row.title,
  }));
}
