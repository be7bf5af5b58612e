import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import pino from "pino";
import { afterEach, beforeEach, inject } from "vitest";
import { loadConfig } from "~/config.server";
import type { AppContext } from "~/context";
import { openPostgres, openSqlite, type DatabaseLocation } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { analyticsCollector } from "~/modules/analytics/analytics.server";
import { FileSystemStorage } from "~/modules/storage/storage.server";
import { adminDatabaseUrl, databaseUrlFor } from "./postgres-urls";

/** Provided by the integration global setup: where the migrated template databases are. */
export type TestDatabaseTemplates =
  | { engine: "sqlite"; empty: string; seeded: string; mediaDir: string }
  | { engine: "postgres"; databaseUrl: string; empty: string; seeded: string; mediaDir: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplates;
    /** Set in the integration-pg project's config (vitest.config.ts): the PostgreSQL server it runs on. */
    testPostgresUrl?: string;
  }
}

export interface TestDatabase {
  db: Kysely<Database>;
  /** Where the copy lives, for tests of tools that work on the database as a whole (backup). */
  location: DatabaseLocation;
  /** A loader/action context around this database, as the server builds it. */
  context: AppContext;
  destroy(): Promise<void>;
}

/**
 * Loaders in these tests compute everything afresh, as the server does while it cannot know the
 * content version: a test may write to the database and read a page in the next statement.
 */
const UNKNOWN_VERSION = { current: () => undefined };

/** A fresh copy of the empty or the demo-seeded template, on the engine this run targets. */
export async function createTestDatabase({ seeded = false } = {}): Promise<TestDatabase> {
  const templates = inject("testDatabase");
  const template = seeded ? templates.seeded : templates.empty;
  const storage = new FileSystemStorage(templates.mediaDir);
  const config = loadConfig({ NODE_ENV: "test", SITE_URL: "https://playbooks.test", DATA_DIR: os.tmpdir() });
  const logger = pino({ level: "silent" });

  if (templates.engine === "postgres") {
    const name = `test_${randomUUID().replaceAll("-", "")}`;
    const admin = openPostgres(adminDatabaseUrl(templates.databaseUrl));
    await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(template)}`.execute(admin);
    const db = openPostgres(databaseUrlFor(templates.databaseUrl, name));
    const analytics = analyticsCollector(db, config, logger);
    return {
      db,
      location: { engine: "postgres", databaseUrl: databaseUrlFor(templates.databaseUrl, name) },
      context: { db, config, storage, logger, analytics, contentVersion: UNKNOWN_VERSION },
      async destroy() {
        await analytics.stop();
        await db.destroy();
        await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
        await admin.destroy();
      },
    };
  }

  const file = path.join(path.dirname(template), `${randomUUID()}.db`);
  fs.copyFileSync(template, file);
  const db = openSqlite(file);
  const analytics = analyticsCollector(db, config, logger);
  return {
    db,
    location: { engine: "sqlite", file },
    context: { db, config, storage, logger, analytics, contentVersion: UNKNOWN_VERSION },
    async destroy() {
      await analytics.stop();
      await db.destroy();
      for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

/** A database with no tables at all on the engine this run targets, to test the migrations themselves. */
export async function createBlankDatabase(): Promise<{ db: Kysely<Database>; destroy(): Promise<void> }> {
  const templates = inject("testDatabase");
  if (templates.engine === "postgres") {
    const name = `blank_${randomUUID().replaceAll("-", "")}`;
    const admin = openPostgres(adminDatabaseUrl(templates.databaseUrl));
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
    const db = openPostgres(databaseUrlFor(templates.databaseUrl, name));
    return {
      db,
      async destroy() {
        await db.destroy();
        await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
        await admin.destroy();
      },
    };
  }
  const file = path.join(path.dirname(templates.empty), `${randomUUID()}.db`);
  const db = openSqlite(file);
  return {
    db,
    async destroy() {
      await db.destroy();
      for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

/** Registers a fresh database per test: `const t = withTestDatabase({ seeded: true })`, then `t.db`. */
export function withTestDatabase(options: { seeded?: boolean } = {}): TestDatabase {
  let current: TestDatabase | undefined;
  beforeEach(async () => {
    current = await createTestDatabase(options);
  });
  afterEach(async () => {
    await current?.destroy();
    current = undefined;
  });
  const get = (): TestDatabase => {
    if (!current) throw new Error("withTestDatabase: the database exists only inside a test");
    return current;
  };
  return {
    get db() {
      return get().db;
    },
    get context() {
      return get().context;
    },
    get location() {
      return get().location;
    },
    destroy: async () => get().destroy(),
  };
}
