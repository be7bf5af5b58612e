import { sql, type Kysely, type RawBuilder } from "kysely";
import { databaseKind } from "./dialect";
import type { Database } from "./schema";

/**
 * The database's own time, `offsetMs` from now, as the engine stores timestamps: an ISO string
 * with milliseconds on SQLite (so text comparisons order it), a timestamptz on PostgreSQL. Due
 * times and leases are compared with this one clock, which every server instance shares,
 * instead of each instance's own (which may be seconds apart).
 */
export function databaseNow(db: Kysely<Database>, offsetMs = 0): RawBuilder<string> {
  const seconds = (offsetMs / 1000).toFixed(3);
  if (databaseKind(db) === "postgres")
    return sql<string>`(statement_timestamp() + make_interval(secs => ${seconds}::double precision))`;
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${offsetMs < 0 ? "" : "+"}${seconds} seconds`})`;
}

/** What the database's clock reads now, for a value the application must know (the jobs screen's "due in"). */
export async function readDatabaseNow(db: Kysely<Database>): Promise<Date> {
  const { rows } = await sql<{ now: string | Date }>`SELECT ${databaseNow(db)} AS now`.execute(db);
  return new Date(rows[0]!.now);
}
