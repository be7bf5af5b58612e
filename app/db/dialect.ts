import { PostgresAdapter, type Kysely } from "kysely";

export type DatabaseKind = "sqlite" | "postgres";

/** The few places that need engine-specific SQL (column types, full-text search) ask this. */
export function databaseKind<DB>(db: Kysely<DB>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Column types that differ between the engines; everything else in the migrations is shared. */
export function columnTypes<DB>(db: Kysely<DB>) {
  const postgres = databaseKind(db) === "postgres";
  return {
    uuid: postgres ? "uuid" : "text",
    json: postgres ? "jsonb" : "text",
    timestamp: postgres ? "timestamptz" : "text",
  } as const;
}
