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
   * Whether the playbook id is a match, to order the matches by a playbook column. Many
   * matches (`expected`, counted by the caller) are best met walking the column's index and
   * checking each playbook against the matches, read once, until the page is full; a few
   * are best looked up and sorted.
   */
  contains(playbookId: RawBuilder<string>, expected: number): RawBuilder<SqlBool>;
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
 * many times faster. The setting is made on one connection for the search's queries and
 * reset before the connection goes back to the pool (a SET LOCAL would need a transaction:
 * two more round trips, and no more consistency, since each statement of a read-committed
 * transaction sees its own snapshot anyway). SQLite's FTS5 tables are always read through
 * their index.
 */
export function withIndexPlan<T>(db: Kysely<Database>, run: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (databaseKind(db) !== "postgres") return run(db);
  return db.connection().execute(async (connection) => {
    const reset = () => sql`RESET enable_seqscan`.execute(connection);
    await sql`SET enable_seqscan = off`.execute(connection);
    let result: T;
    try {
      result = await run(connection);
    } catch (error) {
      // The search's own error is the one to report (a lost connection fails the reset too).
      await reset().catch(() => undefined);
      throw error;
    }
    await reset();
    return result;
  });
}
