import path from "node:path";
import { sql, type Kysely } from "kysely";
import type { TestProject } from "vitest/node";
import { openPostgres, openSqlite } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { Database } from "~/db/schema";
import { loadDemoContent } from "~/modules/demo-content/load.server";
import { loadResourcePack } from "~/modules/resources/load.server";
import { FileSystemStorage } from "~/modules/storage/storage.server";
import { adminDatabaseUrl, databaseUrlFor } from "./postgres-urls";
import { runFolder } from "./run-folder";
import type { TestDatabaseTemplates } from "./test-database";

/**
 * Builds two migrated template databases once per run (empty, and seeded with the demo
 * content); each test then gets its own copy, which takes milliseconds. The project picks the
 * engine: integration-pg the PostgreSQL server in its config (TEST_POSTGRES_URL), integration
 * PostgreSQL when DATABASE_URL is set (`npm run test:pg`), else SQLite.
 */
export default async function setup(project: TestProject) {
  const runDir = runFolder("playbooks-test");
  const mediaDir = path.join(runDir.path, "media");
  const prepare = async (db: Kysely<Database>, seeded: boolean) => {
    await migrateToLatest(db);
    if (seeded) {
      const content = { db, storage: new FileSystemStorage(mediaDir), contentDir: path.resolve("content") };
      await loadDemoContent(content);
      await loadResourcePack(content);
    }
    await db.destroy();
  };

  const databaseUrl = project.getProvidedContext().testPostgresUrl || process.env.DATABASE_URL;
  if (databaseUrl) {
    // Unique per run and project: DATABASE_URL and TEST_POSTGRES_URL may name the same server.
    const run = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const names = { empty: `tmpl_empty_${run}`, seeded: `tmpl_seeded_${run}` };
    const admin = openPostgres(adminDatabaseUrl(databaseUrl));
    for (const [kind, name] of Object.entries(names)) {
      await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
      await prepare(openPostgres(databaseUrlFor(databaseUrl, name)), kind === "seeded");
    }
    const templates: TestDatabaseTemplates = { engine: "postgres", databaseUrl, ...names, mediaDir };
    project.provide("testDatabase", templates);
    return async () => {
      for (const name of Object.values(names))
        await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
      await admin.destroy();
      runDir.remove();
    };
  }

  const files = { empty: path.join(runDir.path, "empty.db"), seeded: path.join(runDir.path, "seeded.db") };
  // Closing each template folds its WAL into the main file, so a plain copy is a whole database.
  await prepare(openSqlite(files.empty), false);
  await prepare(openSqlite(files.seeded), true);
  const templates: TestDatabaseTemplates = { engine: "sqlite", ...files, mediaDir };
  project.provide("testDatabase", templates);
  return () => runDir.remove();
}
