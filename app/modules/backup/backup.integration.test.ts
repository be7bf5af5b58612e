import path from "node:path";
import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openPostgres, openSqlite, type DatabaseLocation } from "~/db/connection.server";
import { storeLead } from "~/db/queries/leads.server";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import type { Database } from "~/db/schema";
import { leadPayloadSchema } from "~/modules/leads/payload";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { temporaryFolder } from "../../../tests/support/temporary-folder";
import { backupDatabase, restoreDatabase } from "./backup.server";

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.destroy()));
});

async function open(seeded: boolean): Promise<TestDatabase> {
  const database = await createTestDatabase({ seeded });
  opened.push(database);
  return database;
}

function connect(location: DatabaseLocation): Kysely<Database> {
  return location.engine === "sqlite" ? openSqlite(location.file) : openPostgres(location.databaseUrl);
}

/** Every row of every application table, in a stable order, for comparing two databases. */
async function snapshot(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await db
      .selectFrom(table as keyof Database)
      .selectAll()
      .execute();
    result[table] = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
  }
  return result;
}

describe("backup and restore", () => {
  it("round-trips every playbook, part, lead and revision", async () => {
    const source = await open(true);
    const [first] = await source.db.selectFrom("playbooks").select(["slug"]).limit(1).execute();
    await upsertPlaybook(source.db, {
      slug: first!.slug,
      title: "Edited title",
      description: "Edited so the original becomes a revision.",
      content: {},
      aiCategories: ["ai-knowledge"],
      batonCategories: ["business"],
      businessAreas: [],
      tools: [],
      keywords: [],
      parts: [
        { title: "Only part", slug: "only-part", html: "<p>Edited</p>", wordCount: 1, headings: [], keywords: [] },
      ],
    });
    await storeLead(
      source.db,
      leadPayloadSchema.parse({ email: "reader@example.com", leadMagnet: "AI Business Quiz" }),
      { packToken: "BackupTestPackToken000" },
    );

    const before = await snapshot(source.db);
    expect(before.playbook_revisions?.length).toBeGreaterThan(0);
    expect(before.leads).toHaveLength(1);
    expect(before.playbook_parts!.length).toBeGreaterThan(100);

    const file = path.join(temporaryFolder("backup"), "site.backup");
    await backupDatabase(source.location, file);

    const target = await open(false);
    // Restoring replaces the database underneath any open connection: close it, read through a new one.
    await target.db.destroy();
    await restoreDatabase(target.location, file);
    const restored = connect(target.location);
    try {
      expect(await snapshot(restored)).toEqual(before);
    } finally {
      await restored.destroy();
    }
  });
});
