import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

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
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function openPostgres(connectionString: string): Kysely<Database> {
  // Both engines hand the app the same shapes: ISO strings for timestamps, numbers for counts.
  pg.types.setTypeParser(TIMESTAMPTZ_OID, (value) => new Date(value).toISOString());
  pg.types.setTypeParser(INT8_OID, (value) => Number(value));
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // A client losing its connection (e.g. a database restart) must not crash the process: the
  // pool drops idle ones itself; one checked out has no listener of the pool's, and its next
  // query fails instead, after which the pool drops it on release.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
