import { sql, type Kysely } from "kysely";
import { databaseKind } from "~/db/dialect";
import type { Database } from "~/db/schema";
import type { FacetGroups } from "./facets";
import type { MatchSet } from "./match-set";
import { postgresWordMatches } from "./postgres-word-matches.server";
import { sqliteWordMatches } from "./sqlite-word-matches.server";
import type { SearchQuery } from "./query";

/**
 * Playbooks matching the query (query.ts) and carrying the facets: the engine's full-text
 * index, with title matches ranked before description matches before body matches before
 * near spellings. Without terms, the playbooks carrying the facets (a filtered listing).
 */
export function wordMatches(db: Kysely<Database>, query: SearchQuery, facets: FacetGroups): MatchSet {
  return databaseKind(db) === "postgres"
    ? postgresWordMatches(db, query, facets)
    : sqliteWordMatches(db, query, facets);
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
