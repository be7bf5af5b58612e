import { sql, type Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import { databaseKind } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { POSTGRES_SEARCH_CONFIGURATION as CONFIGURATION } from "~/db/search-text";

/**
 * How many sections hold a word, known before its sections are looked up, so a word too
 * common to find an answer by costs no index scan at all. PostgreSQL keeps the figure itself,
 * at no cost to a save: ANALYZE's statistics of the sections' documents
 * (pg_stats.most_common_elems, kept up to date by autovacuum; the column's statistics target
 * is raised in migration 0066) give the share of sections holding each of the most common
 * stems, and a stem not among them is rarer than those listed. The figures are estimates: a
 * word is "common" only when they say so, and a word they know nothing of is looked up.
 * SQLite has no such statistics; its full-text index stops each word's list at the limit
 * cheaply, so every word is looked up there.
 */
export interface TermStatistics {
  /** Sections holding each form's stem (the sum over the forms), or undefined when the engine does not know. */
  sectionsHolding(forms: readonly string[]): Promise<number | undefined>;
}

export function termStatistics(db: Kysely<Database>, commonShares: Promise<CommonShares>): TermStatistics {
  if (databaseKind(db) !== "postgres") return { sectionsHolding: async () => undefined };
  return {
    async sectionsHolding(forms) {
      const [shares, lexemes] = await Promise.all([commonShares, postgresLexemes(db, forms)]);
      if (shares.sections === 0) return undefined;
      let total = 0;
      for (const lexeme of lexemes) total += shares.byLexeme.get(lexeme) ?? 0;
      return total > 0 ? Math.round(total * shares.sections) : undefined;
    },
  };
}

/** The share of sections holding each of the most common stems (PostgreSQL's statistics; empty elsewhere or before ANALYZE). */
export interface CommonShares {
  sections: number;
  byLexeme: ReadonlyMap<string, number>;
}

export async function readCommonShares(db: Kysely<Database>): Promise<CommonShares> {
  if (databaseKind(db) !== "postgres") return { sections: 0, byLexeme: new Map() };
  const { rows } = await sql<{ lexemes: string[] | null; shares: number[] | null; sections: number }>`
    SELECT most_common_elems::text::text[] AS lexemes, most_common_elem_freqs AS shares,
      (SELECT reltuples FROM pg_class WHERE oid = 'playbook_sections'::regclass) AS sections
    FROM pg_stats WHERE tablename = 'playbook_sections' AND attname = 'document'
      AND schemaname = current_schema()`.execute(db);
  const row = rows[0];
  if (!row?.lexemes || !row.shares || Number(row.sections) <= 0) return { sections: 0, byLexeme: new Map() };
  return {
    sections: Number(row.sections),
    byLexeme: new Map(row.lexemes.map((lexeme, index) => [lexeme, Number(row.shares![index])])),
  };
}

/** Each word's stems as PostgreSQL's configuration makes them: the same word always gives the same, so they are kept. */
const lexemeCache = new LRUCache<string, readonly string[]>({ max: 50_000 });

async function postgresLexemes(db: Kysely<Database>, forms: readonly string[]): Promise<string[]> {
  const missing = forms.filter((form) => !lexemeCache.has(form));
  if (missing.length > 0) {
    const { rows } = await sql<{ form: string; lexemes: string[] }>`
      SELECT form, tsvector_to_array(to_tsvector(${CONFIGURATION}::regconfig, form)) AS lexemes
      FROM unnest(${missing}::text[]) AS form`.execute(db);
    for (const row of rows) lexemeCache.set(row.form, row.lexemes);
  }
  return forms.flatMap((form) => lexemeCache.get(form) ?? []);
}
