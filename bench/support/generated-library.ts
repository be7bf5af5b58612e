import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { openPostgres, openSqlite, sqliteFilePath } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import type { Database } from "~/db/schema";
import { mergeSearchIndexes } from "~/modules/catalog/search/index-upkeep.server";
import { seededRandom } from "~/modules/random/seeded-random";
import { adminDatabaseUrl, databaseUrlFor } from "../../tests/support/postgres-urls";
import { demoVocabulary, generatePlaybook } from "./catalog-data";

/** A scratch database for a benchmark of a generated library (SQLite; PostgreSQL when DATABASE_URL is set). */
export interface Scratch {
  db: Kysely<Database>;
  serverEnv: Record<string, string>;
  dataDir: string;
  drop: () => Promise<void>;
}

/**
 * A fresh scratch database. `keptDatabase` (PostgreSQL): the playbooks are stored in that
 * database and kept, and a later run finding them there measures again without the fill.
 */
export async function scratchDatabase(prefix: string, keptDatabase?: string): Promise<Scratch> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const db = openSqlite(sqliteFilePath(dataDir));
    return { db, dataDir, serverEnv: { SEED_DEMO_CONTENT: "false" }, drop: async () => void (await db.destroy()) };
  }
  const name = keptDatabase ?? `${prefix.replaceAll("-", "_")}_${process.pid}`;
  const admin = openPostgres(adminDatabaseUrl(databaseUrl));
  const { rows } = await sql`SELECT 1 FROM pg_database WHERE datname = ${name}`.execute(admin);
  if (rows.length === 0) await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  const url = databaseUrlFor(databaseUrl, name);
  const db = openPostgres(url);
  return {
    db,
    dataDir,
    serverEnv: { SEED_DEMO_CONTENT: "false", DATABASE_URL: url },
    drop: async () => {
      await db.destroy();
      if (!keptDatabase) await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
      await admin.destroy();
    },
  };
}

/** Stores `count` generated playbooks (bench/support/catalog-data.ts), the same ones on every run. */
export async function fillLibrary(db: Kysely<Database>, count: number): Promise<void> {
  const vocabulary = demoVocabulary();
  const random = seededRandom(2025);
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    await upsertPlaybook(db, generatePlaybook(index, vocabulary, random));
    if ((index + 1) % 2000 === 0) process.stdout.write(`  ${index + 1} playbooks stored\n`);
  }
  console.log(`Stored ${count} playbooks in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Brings the freshly filled database to the steady state of a live one, so the figures are
 * of searching a library rather than of a bulk load's aftermath. PostgreSQL: vacuumed and
 * analysed (autovacuum does both within a minute of a load: planner statistics, and the
 * visibility map that lets counts skip the table), and the load's hundreds of megabytes of
 * WAL checkpointed instead of being written out under the measurement. SQLite: the full-text
 * indexes merged (the hourly search-index upkeep job does it on a live server) and the WAL
 * folded back into the database file.
 */
export async function settleLibrary(db: Kysely<Database>): Promise<void> {
  if (!process.env.DATABASE_URL) {
    const started = performance.now();
    await mergeSearchIndexes(db);
    console.log(`Merged the full-text indexes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    return;
  }
  await sql`VACUUM ANALYZE`.execute(db);
  // Needs a superuser or pg_checkpoint; without either the checkpoint comes on its own schedule.
  await sql`CHECKPOINT`.execute(db).catch((error: unknown) => console.log(`(no CHECKPOINT: ${String(error)})`));
}

/**
 * The scratch database migrated and holding `count` generated playbooks, settled as a server
 * would have them: filled only when empty, so a kept database is measured again as it is.
 */
export async function preparedLibrary(scratch: Scratch, count: number, keptName?: string): Promise<void> {
  console.log(`Scratch ${process.env.DATABASE_URL ? "PostgreSQL" : "SQLite"} database: ${count} playbooks`);
  await migrateToLatest(scratch.db);
  const stored = await scratch.db
    .selectFrom("playbooks")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(stored.n) === 0) await fillLibrary(scratch.db, count);
  else console.log(`Kept database ${keptName ?? ""}: ${stored.n} playbooks already stored`);
  await settleLibrary(scratch.db);
}
