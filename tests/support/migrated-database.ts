import { Migrator, type Kysely } from "kysely";
import { afterEach, beforeEach, expect } from "vitest";
import { migrations } from "~/db/migrations";
import type { Database } from "~/db/schema";
import { createBlankDatabase } from "./test-database";

/** Tables as an earlier migration left them, which the app's Database type may no longer name. */
export type Untyped = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Before each test, a blank database on this run's engine migrated up to `migration`, so a test
 * can store data as it was then and check what the later migrations make of it; dropped after.
 */
export function withDatabaseMigratedTo(migration: string): { db: () => Kysely<Database>; untyped: () => Untyped } {
  let blank: Awaited<ReturnType<typeof createBlankDatabase>> | undefined;
  beforeEach(async () => {
    blank = await createBlankDatabase();
    const migrator = new Migrator({ db: blank.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(migration)).error).toBeUndefined();
  });
  afterEach(() => blank?.destroy());
  const db = () => {
    if (!blank) throw new Error("the migrated database exists only during a test");
    return blank.db;
  };
  return { db, untyped: () => db() as unknown as Untyped };
}
