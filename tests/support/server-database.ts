import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { openPostgres, openSqlite, sqliteFilePath } from "~/db/connection.server";
import type { Database } from "~/db/schema";

/** Where a cluster standing in for a server (E2E_CLUSTER=1) names the PostgreSQL database its instances share. */
export function clusterDatabaseFile(dataDir: string): string {
  return path.join(dataDir, "cluster-database-url");
}

/**
 * The database of a test server started on `dataDir`: its SQLite file, or, when the server is
 * a cluster on PostgreSQL, the database the cluster wrote down, so a test's direct writes reach
 * what the site reads in either run.
 */
export function openServerDatabase(dataDir: string): Kysely<Database> {
  const clusterFile = clusterDatabaseFile(dataDir);
  if (fs.existsSync(clusterFile)) return openPostgres(fs.readFileSync(clusterFile, "utf8").trim());
  return openSqlite(sqliteFilePath(path.resolve(dataDir)));
}
