import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { fts5Clauses } from "./fts5-query";
import type { SectionHits } from "./passages.server";
import type { SearchQuery } from "./query";

/**
 * SQLite: for each of the query's words and phrases, the sections of the playbooks asked about
 * (their owner tokens) that have it. Plain MATCH questions, one per clause: bm25 would count
 * every section of the library holding each word to weigh it, which for a common word is
 * most of the cost, and an engine prefix would merge every word of the library it begins.
 */
export async function sqliteSectionHits(
  db: Kysely<Database>,
  query: SearchQuery,
  playbookIds: readonly string[],
): Promise<SectionHits> {
  const clauses = fts5Clauses(query);
  const docs = await db
    .selectFrom("playbook_search")
    .select(["doc_id", "playbook_id"])
    .where("playbook_id", "in", playbookIds)
    .execute();
  const found: SectionHits = { docs: new Map(docs.map((doc) => [doc.doc_id, doc.playbook_id])), hits: [] };
  if (clauses.length === 0 || docs.length === 0) return found;
  const owners = `{owner}: (${docs.map((doc) => `"s${doc.doc_id}0"`).join(" OR ")})`;
  const matching = (clause: string) => `${owners} AND {heading body}: (${clause})`;
  // The sections with any clause, and their headings (FTS5 reads them from the table, before
  // the long text in the row); which clauses each has, one question per clause when there are several.
  const { rows } = await sql<{ id: number; heading: string }>`SELECT rowid AS id, heading FROM playbook_section_fts
    WHERE playbook_section_fts MATCH ${matching(clauses.join(" OR "))}`.execute(db);
  const inText =
    clauses.length === 1
      ? [new Set(rows.map((row) => row.id))]
      : await Promise.all(
          clauses.map(async (clause) => {
            const { rows: having } = await sql<{ id: number }>`SELECT rowid AS id FROM playbook_section_fts
              WHERE playbook_section_fts MATCH ${matching(clause)}`.execute(db);
            return new Set(having.map((row) => row.id));
          }),
        );
  found.hits = rows.map((row) => ({
    sectionId: row.id,
    heading: row.heading,
    inText: inText.map((set) => set.has(row.id)),
  }));
  return found;
}
