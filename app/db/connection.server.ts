import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, type SqliteDatabase } from "kysely";
import { LRUCache } from "lru-cache";
import pg from "pg";
import type { Database } from "./schema";
import { WaitingSqliteDialect } from "./sqlite-writers.server";

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; unset selects the embedded SQLite file. */
  DATABASE_URL?: string;
  DATA_DIR: string;
}

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;

export function sqliteFilePath(dataDir: string): string {
  return path.join(dataDir, "site.db");
}

export type DatabaseLocation = { engine: "sqlite"; file: string } | { engine: "postgres"; databaseUrl: string };

/** The one rule for which engine the configuration selects; backups and the page cache's watcher follow it too. */
export function databaseLocation(options: DatabaseOptions): DatabaseLocation {
  return options.DATABASE_URL
    ? { engine: "postgres", databaseUrl: options.DATABASE_URL }
    : { engine: "sqlite", file: sqliteFilePath(options.DATA_DIR) };
}

export function openDatabase(options: DatabaseOptions): Kysely<Database> {
  const location = databaseLocation(options);
  return location.engine === "postgres" ? openPostgres(location.databaseUrl) : openSqlite(location.file);
}

export function openSqlite(file: string): Kysely<Database> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  // No waiting inside SQLite: its busy handler sleeps in the call and stops the event loop. A
  // busy statement is tried again after a pause instead (sqlite-writers.server.ts).
  sqlite.pragma("busy_timeout = 0");
  return new Kysely<Database>({ dialect: new WaitingSqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely asks for a prepared statement for every query it runs; compiling the same SQL again
 * on each request is a needless part of a page's time. Statements are kept by their text and
 * reused: better-sqlite3 runs one query at a time to completion, and Kysely never iterates
 * over results lazily here, so a statement is never busy when it is asked for again.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 });
  return {
    close: () => sqlite.close(),
    prepare(query) {
      let statement = statements.get(query);
      if (!statement) {
        statement = sqlite.prepare(query);
        statements.set(query, statement);
      }
      return statement;
    },
  };
}

export function openPostgres(
  connectionString: string,
  { connectTimeoutMs = 5000 }: { connectTimeoutMs?: number } = {},
): Kysely<Database> {
  // Both engines hand the app the same shapes: ISO strings for timestamps, numbers for counts.
  pg.types.setTypeParser(TIMESTAMPTZ_OID, (value) => new Date(value).toISOString());
  pg.types.setTypeParser(INT8_OID, (value) => Number(value));
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: connectTimeoutMs });
  // A client losing its connection (e.g. a database restart) must not crash the process: the
  // pool drops idle ones itself; one checked out has no listener of the pool's, and its next
  // query fails instead, after which the pool drops it on release.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
