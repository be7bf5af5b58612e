import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { SectionHits } from "./passages.server";
import { toTsQuery } from "./postgres-word-matches.server";
import type { SearchQuery } from "./query";
import { tsClauses } from "./tsquery";

/**
 * PostgreSQL: the sections of the playbooks asked about (through doc_id) that have any of the
 * query's words and phrases, with which of them each has: one round trip.
 */
export async function postgresSectionHits(
  db: Kysely<Database>,
  query: SearchQuery,
  playbookIds: readonly string[],
): Promise<SectionHits> {
  const clauses = tsClauses(query).map(toTsQuery);
  const flags = clauses.length > 0 ? sql.join(clauses.map((tsquery) => sql`x.document @@ ${tsquery}`)) : sql``;
  const any = clauses.length > 0 ? clauses.reduce((all, tsquery) => sql`${all} || ${tsquery}`) : sql`''::tsquery`;
  const { rows } = await sql<{
    doc_id: number;
    playbook_id: string;
    section_id: number | null;
    heading: string | null;
    in_text: boolean[] | null;
  }>`SELECT s.doc_id, s.playbook_id, x.section_id, x.heading, ARRAY[${flags}]::boolean[] AS in_text
    FROM playbook_search s
    LEFT JOIN playbook_sections x ON x.doc_id = s.doc_id AND x.document @@ (${any})
    WHERE s.playbook_id = ANY(${playbookIds}::uuid[])`.execute(db);
  return {
    docs: new Map(rows.map((row) => [row.doc_id, row.playbook_id])),
    hits: rows.flatMap((row) =>
      row.section_id === null ? [] : [{ sectionId: row.section_id, heading: row.heading!, inText: row.in_text! }],
    ),
  };
}
