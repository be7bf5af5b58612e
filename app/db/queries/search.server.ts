import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { FacetGroups } from "~/modules/catalog/facets";
import type { SortOrder } from "~/modules/catalog/filters";
import type { SearchTerm } from "~/modules/catalog/search-terms";
import { databaseKind } from "../dialect";
import type { Database } from "../schema";
import { postgresWordMatches } from "./search-postgres.server";
import { sqliteWordMatches } from "./search-sqlite.server";

/**
 * Where the terms were found: in the title, in the title or description ("head"), or
 * anywhere including the parts' text. Each tier contains the ones before it.
 */
export type Tier = "title" | "head" | "all";

export interface TierPage {
  /** "desc" lists the best matches first, "asc" the weakest. */
  order: SortOrder;
  limit: number;
  offset: number;
  /** Newest first instead of scored (a very broad search; see MatchSet.scoringLimit). */
  newestFirst: boolean;
}

/** The playbooks a search matches after the catalog's other filters, as the index sees them. */
export interface MatchSet {
  /** The tiers relevance order walks through, best first. */
  tiers: readonly Tier[];
  /**
   * Past this many matches the body tier is listed newest first instead of scored: scoring
   * reads every match's text, and for thousands of weak matches it costs more than it tells.
   */
  scoringLimit: number;
  /** How many playbooks match in the tier or a better one. */
  count(tier: Tier): Promise<number>;
  /** The ids of one page of the tier's own matches (none of a better tier's). */
  page(tier: Tier, page: TierPage): Promise<string[]>;
  /**
   * Whether the playbook id is a match, to order the matches by a playbook column. Written
   * so the engine walks the column's index and checks each playbook against the matches
   * (read once), stopping at the page, rather than sorting every match.
   */
  contains(playbookId: RawBuilder<string>): RawBuilder<SqlBool>;
}

/**
 * Playbooks containing every term (the last may be a prefix) and carrying the facets: the
 * engine's full-text index, with title matches ranked before description matches before
 * body matches. Without terms, the playbooks carrying the facets (a filtered listing).
 */
export function wordMatches(db: Kysely<Database>, terms: readonly SearchTerm[], facets: FacetGroups): MatchSet {
  return databaseKind(db) === "postgres"
    ? postgresWordMatches(db, terms, facets)
    : sqliteWordMatches(db, terms, facets);
}

/**
 * Runs a search's queries with sequential scans ruled out on PostgreSQL. It prices
 * `document @@ query` as cheap per row and scans the table for a common word, but every row
 * then has its large document read back from TOAST; the GIN index answers the query alone,
 * many times faster. SQLite's FTS5 tables are always read through their index.
 */
export function withIndexPlan<T>(db: Kysely<Database>, run: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (databaseKind(db) !== "postgres") return run(db);
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    return run(trx);
  });
}

/** The indexed body text of the given playbooks (for search snippets). */
export async function searchBodies(db: Kysely<Database>, playbookIds: readonly string[]): Promise<Map<string, string>> {
  if (playbookIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("playbook_search")
    .select(["playbook_id", "body"])
    .where("playbook_id", "in", playbookIds)
    .execute();
  return new Map(rows.map((row) => [row.playbook_id, row.body]));
}
