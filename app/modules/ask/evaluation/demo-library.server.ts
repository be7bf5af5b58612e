import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { openPostgres, openSqlite, sqliteFilePath } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { Database } from "~/db/schema";
import { loadDemoContent } from "~/modules/demo-content/load.server";
import { FileSystemStorage } from "~/modules/storage/storage.server";

/** A scratch database holding the demo library, for the evaluation and the benchmark. */
export interface ScratchLibrary {
  db: Kysely<Database>;
  engine: "sqlite" | "postgres";
  drop(): Promise<void>;
}

/** The PostgreSQL server's maintenance database URL, to create and drop scratch databases. */
const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/**
 * A fresh database in a temporary place (SQLite; a scratch PostgreSQL database beside
 * `databaseUrl`'s when given), migrated, with the demo playbooks of content/ loaded unless
 * `demo` is false.
 */
export async function scratchLibrary({
  databaseUrl,
  demo = true,
  label = "ask",
}: { databaseUrl?: string; demo?: boolean; label?: string } = {}): Promise<ScratchLibrary> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const cleanDir = () => fs.rmSync(dir, { recursive: true, force: true });
  let library: ScratchLibrary;
  if (databaseUrl) {
    const name = `${label}_${process.pid}_${Date.now()}`;
    const admin = openPostgres(withDatabase(databaseUrl, "postgres"));
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
    const db = openPostgres(withDatabase(databaseUrl, name));
    library = {
      db,
      engine: "postgres",
      async drop() {
        await db.destroy();
        await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
        await admin.destroy();
        cleanDir();
      },
    };
  } else {
    const db = openSqlite(sqliteFilePath(dir));
    library = {
      db,
      engine: "sqlite",
      async drop() {
        await db.destroy();
        cleanDir();
      },
    };
  }
  await migrateToLatest(library.db);
  if (demo)
    await loadDemoContent({
      db: library.db,
      storage: new FileSystemStorage(path.join(dir, "media")),
      contentDir: path.resolve("content"),
    });
  return library;
}
