import { sql, type Kysely } from "kysely";
import { databaseKind } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { POSTGRES_SEARCH_CONFIGURATION as CONFIGURATION } from "~/db/search-text";
import type { SectionTitles } from "./shortlist";

/**
 * Past this many sections a word is too common to find an answer by: it is left to the
 * reranking of the sections the rarer words found, and the engine stops counting.
 */
export const COMMON_WORD_SECTIONS = 1000;

/** Where one of a question's words (in any of its forms) occurs, as the engine's index tells. */
export interface TermHits {
  /** The sections holding it, at most COMMON_WORD_SECTIONS + 1. */
  sections: number[];
  /** The playbooks (search row ids) whose title or description holds it. */
  heads: number[];
}

/**
 * Where each of a question's words occurs (the sections and playbook heads holding any of its
 * forms), in one statement for all of them: folded words of letters and digits only, quoted
 * by the builders, so nothing typed reaches an engine as an operator. Each engine stems them
 * as it stems the text. Every list stops at COMMON_WORD_SECTIONS + 1.
 */
export async function termHits(
  db: Kysely<Database>,
  terms: readonly (readonly string[])[],
  limit = COMMON_WORD_SECTIONS + 1,
): Promise<TermHits[]> {
  const found = terms.map((): TermHits => ({ sections: [], heads: [] }));
  if (terms.length === 0) return found;
  const rows =
    databaseKind(db) === "postgres" ? await postgresTermHits(db, terms, limit) : await sqliteTermHits(db, terms, limit);
  for (const row of rows) found[Number(row.term)]![row.kind === "s" ? "sections" : "heads"].push(Number(row.id));
  return found;
}

interface HitRow {
  term: number;
  kind: "s" | "h";
  id: number | string;
}

const unionAll = (parts: ReturnType<typeof sql>[]) => sql.join(parts, sql` UNION ALL `);

const sqliteAny = (forms: readonly string[]) => forms.map((form) => `"${form}"`).join(" OR ");
const postgresAny = (forms: readonly string[]) => forms.join(" | ");

async function sqliteTermHits(db: Kysely<Database>, terms: readonly (readonly string[])[], limit: number) {
  const parts = terms.flatMap((forms, term) => {
    const any = sqliteAny(forms);
    return [
      sql`SELECT * FROM (SELECT ${term} AS term, 's' AS kind, rowid AS id FROM playbook_section_fts
        WHERE playbook_section_fts MATCH ${`{heading body}: (${any})`} LIMIT ${limit})`,
      sql`SELECT * FROM (SELECT ${term} AS term, 'h' AS kind, rowid AS id FROM playbook_fts
        WHERE playbook_fts MATCH ${`{title description}: (${any})`} LIMIT ${limit})`,
    ];
  });
  return (await sql<HitRow>`${unionAll(parts)}`.execute(db)).rows;
}

async function postgresTermHits(db: Kysely<Database>, terms: readonly (readonly string[])[], limit: number) {
  const parts = terms.flatMap((forms, term) => {
    const query = sql`to_tsquery(${CONFIGURATION}::regconfig, ${postgresAny(forms)})`;
    return [
      sql`(SELECT ${term}::int AS term, 's' AS kind, section_id AS id FROM playbook_sections
        WHERE document @@ ${query} LIMIT ${limit})`,
      sql`(SELECT ${term}::int AS term, 'h' AS kind, doc_id AS id FROM playbook_search
        WHERE head_document @@ ${query} LIMIT ${limit})`,
    ];
  });
  return (await sql<HitRow>`${unionAll(parts)}`.execute(db)).rows;
}

/**
 * Sections holding every one of the words (in any of its forms), at most `limit`: for a
 * question of common words only, the sections that hold them all are the ones worth reading,
 * and the engine intersects their lists itself.
 */
export async function sectionsHoldingAll(
  db: Kysely<Database>,
  terms: readonly (readonly string[])[],
  limit: number,
): Promise<number[]> {
  if (terms.length === 0) return [];
  const { rows } =
    databaseKind(db) === "postgres"
      ? await sql<{ id: string | number }>`SELECT section_id AS id FROM playbook_sections
          WHERE document @@ to_tsquery(${CONFIGURATION}::regconfig, ${terms.map((forms) => `(${postgresAny(forms)})`).join(" & ")})
          LIMIT ${limit}`.execute(db)
      : await sql<{ id: number }>`SELECT rowid AS id FROM playbook_section_fts
          WHERE playbook_section_fts MATCH ${`{heading body}: (${terms.map((forms) => `(${sqliteAny(forms)})`).join(" AND ")})`}
          LIMIT ${limit}`.execute(db);
  return rows.map((row) => Number(row.id));
}

/** How many sections the library has, to weigh a word by how many of them hold it. */
export async function sectionCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("playbook_sections")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The headings and part titles of sections, to choose which to read in full. */
export async function readTitles(db: Kysely<Database>, ids: readonly number[]): Promise<SectionTitles[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("playbook_sections")
    .select(["section_id", "heading", "part_title"])
    .where("section_id", "in", ids)
    .execute();
  return rows.map((row) => ({ sectionId: Number(row.section_id), heading: row.heading, partTitle: row.part_title }));
}

/** A section as an answer is built from: its text and where it sits in the library. */
export interface SectionRow {
  sectionId: number;
  docId: number;
  playbookSlug: string;
  playbookTitle: string;
  playbookDescription: string;
  partSlug: string;
  partTitle: string;
  anchor: string;
  heading: string;
  body: string;
}

/** The sections by id, with their playbooks' slugs and titles (published playbooks only have sections). */
export async function readSections(db: Kysely<Database>, ids: readonly number[]): Promise<SectionRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("playbook_sections as x")
    .innerJoin("playbook_search as s", "s.doc_id", "x.doc_id")
    .innerJoin("playbooks as p", "p.id", "s.playbook_id")
    .select([
      "x.section_id",
      "x.doc_id",
      "p.slug",
      "p.title",
      "p.description",
      "x.part_slug",
      "x.part_title",
      "x.anchor",
      "x.heading",
      "x.body",
    ])
    .where("x.section_id", "in", ids)
    .execute();
  return rows.map((row) => ({
    sectionId: Number(row.section_id),
    docId: Number(row.doc_id),
    playbookSlug: row.slug,
    playbookTitle: row.title,
    playbookDescription: row.description,
    partSlug: row.part_slug,
    partTitle: row.part_title,
    anchor: row.anchor,
    heading: row.heading,
    body: row.body,
  }));
}
