import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/support/test-database";
import { CONTENT_TABLES, NOT_CONTENT } from "./content-tables";
import { databaseKind } from "./dialect";
import type { Database } from "./schema";

const t = withTestDatabase();

/** Every table of the migrated database, as the engine lists it. */
async function tablesOf(db: Kysely<Database>): Promise<string[]> {
  if (databaseKind(db) === "postgres") {
    const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables
      WHERE schemaname = current_schema()`.execute(db);
    return rows.map((row) => row.name);
  }
  const { rows } = await sql<{ name: string }>`SELECT name FROM sqlite_master
    WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  return rows.map((row) => row.name);
}

/** The tables whose inserts, updates and deletes each bump the content version, by the writes that do. */
async function triggeredWrites(db: Kysely<Database>): Promise<Map<string, Set<string>>> {
  const { rows } =
    databaseKind(db) === "postgres"
      ? await sql<{ table: string; event: string }>`SELECT event_object_table AS "table", event_manipulation AS event
          FROM information_schema.triggers WHERE action_statement LIKE '%notify_content_changed%'`.execute(db)
      : await sql<{ table: string; event: string }>`SELECT tbl_name AS "table",
            upper(substr(name, length(tbl_name) + 2, 6)) AS event
          FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%UPDATE content_version%'`.execute(db);
  const writes = new Map<string, Set<string>>();
  for (const { table, event } of rows) writes.set(table, (writes.get(table) ?? new Set()).add(event));
  return writes;
}

describe("which tables are content", () => {
  it("names every table as content, with the content-version trigger, or as not content", async () => {
    const tables = await tablesOf(t.db);
    const content = new Set<string>(CONTENT_TABLES);
    const unclassified = tables.filter((table) => !content.has(table) && !(table in NOT_CONTENT));
    expect(unclassified, "tables in neither CONTENT_TABLES nor NOT_CONTENT (app/db/content-tables.ts)").toEqual([]);
    expect(CONTENT_TABLES.filter((table) => table in NOT_CONTENT)).toEqual([]);

    const triggered = await triggeredWrites(t.db);
    for (const table of CONTENT_TABLES) {
      expect([...(triggered.get(table) ?? [])].sort(), `${table}'s content-version triggers`).toEqual([
        "DELETE",
        "INSERT",
        "UPDATE",
      ]);
    }
    // A table with the trigger is content: the list says so too.
    expect([...triggered.keys()].filter((table) => !content.has(table))).toEqual([]);
  });
});
