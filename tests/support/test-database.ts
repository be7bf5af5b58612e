import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import pino from "pino";
import { afterAll, afterEach, beforeEach, inject } from "vitest";
import { loadConfig } from "~/config.server";
import type { AppContext } from "~/context";
import { openPostgres, openSqlite, type DatabaseLocation } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { analyticsCollector } from "~/modules/analytics/analytics.server";
import { FileSystemStorage } from "~/modules/storage/storage.server";
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  postgresCopiesAhead,
  TEST_CONNECT_TIMEOUT_MS,
} from "./postgres-copies";
import { databaseUrlFor } from "./postgres-urls";

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
  if (templates.engine === "postgres") {
    const name = await createPostgresDatabase(templates.databaseUrl, template);
    return postgresTestDatabase(templates, name, () => dropPostgresDatabase(templates.databaseUrl, name));
  }
  const file = path.join(path.dirname(template), `${randomUUID()}.db`);
  fs.copyFileSync(template, file);
  return testDatabaseAround(openSqlite(file), { engine: "sqlite", file }, templates, async () => removeSqlite(file));
}

function postgresTestDatabase(
  templates: TestDatabaseTemplates & { engine: "postgres" },
  name: string,
  drop: () => Promise<void>,
) {
  const databaseUrl = databaseUrlFor(templates.databaseUrl, name);
  return testDatabaseAround(
    openPostgres(databaseUrl, { connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS }),
    { engine: "postgres", databaseUrl },
    templates,
    drop,
  );
}

/** A loader/action context around `db`; `destroy` stops it, closes `db`, then runs `dispose`. */
function testDatabaseAround(
  db: Kysely<Database>,
  location: DatabaseLocation,
  templates: TestDatabaseTemplates,
  dispose: () => Promise<void>,
): TestDatabase {
  const storage = new FileSystemStorage(templates.mediaDir);
  const config = loadConfig({ NODE_ENV: "test", SITE_URL: "https://playbooks.test", DATA_DIR: os.tmpdir() });
  const logger = pino({ level: "silent" });
  const analytics = analyticsCollector(db, config, logger);
  return {
    db,
    location,
    context: { db, config, storage, logger, analytics, contentVersion: UNKNOWN_VERSION },
    async destroy() {
      await analytics.stop();
      await db.destroy();
      await dispose();
    },
  };
}

function removeSqlite(file: string): void {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
}

/** A database with no tables at all on the engine this run targets, to test the migrations themselves. */
export async function createBlankDatabase(): Promise<{ db: Kysely<Database>; destroy(): Promise<void> }> {
  const templates = inject("testDatabase");
  if (templates.engine === "postgres") {
    const name = await createPostgresDatabase(templates.databaseUrl, undefined, "blank");
    const db = openPostgres(databaseUrlFor(templates.databaseUrl, name), { connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
    return {
      db,
      async destroy() {
        await db.destroy();
        await dropPostgresDatabase(templates.databaseUrl, name);
      },
    };
  }
  const file = path.join(path.dirname(templates.empty), `${randomUUID()}.db`);
  const db = openSqlite(file);
  return {
    db,
    async destroy() {
      await db.destroy();
      removeSqlite(file);
    },
  };
}

/**
 * Registers a fresh database per test: `const t = withTestDatabase({ seeded: true })`, then
 * `t.db`. On PostgreSQL the copies are made one ahead and dropped behind (postgres-copies.ts).
 */
export function withTestDatabase(options: { seeded?: boolean } = {}): TestDatabase {
  let current: TestDatabase | undefined;
  let copies: ReturnType<typeof postgresCopiesAhead> | undefined;
  beforeEach(async () => {
    const templates = inject("testDatabase");
    if (templates.engine !== "postgres") {
      current = await createTestDatabase(options);
      return;
    }
    const template = options.seeded ? templates.seeded : templates.empty;
    const ahead = (copies ??= postgresCopiesAhead(templates.databaseUrl, template));
    const name = await ahead.take();
    current = postgresTestDatabase(templates, name, async () => ahead.dropBehind(name));
  });
  afterEach(async () => {
    await current?.destroy();
    current = undefined;
  });
  afterAll(async () => {
    await copies?.settle();
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
