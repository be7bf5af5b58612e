import { randomUUID } from "node:crypto";
import { Migrator, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/db/migrate.server";
import { migrations } from "~/db/migrations";
import type { Database } from "~/db/schema";
import { DEFAULT_FILTERS } from "~/modules/catalog/filters";
import { queryCatalog } from "~/modules/catalog/search/catalog-search.server";
import { createBlankDatabase } from "../support/test-database";

let blank: Awaited<ReturnType<typeof createBlankDatabase>>;
beforeEach(async () => {
  blank = await createBlankDatabase();
});
afterEach(() => blank.destroy());

/** A playbook stored the way the app stored it before facets existed (migration 0009). */
async function storeBeforeFacets(db: Kysely<Database>, slug: string, title: string, createdAt: string) {
  const id = randomUUID();
  await db
    .insertInto("playbooks")
    .values({
      id,
      slug,
      title,
      description: "A guide written before the search had facets.",
      content: "{}",
      keywords: "[]",
      category: "ai-building",
      baton_category: "offer",
      word_count: 2400,
      reading_time_minutes: 12,
      version: 1,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  await db
    .insertInto("playbook_parts")
    .values({
      id: randomUUID(),
      playbook_id: id,
      position: 1,
      title: "Start",
      slug: "start",
      html: "<p>Connect the webhook to your spreadsheet.</p>",
      word_count: 2400,
      reading_time_minutes: 12,
      headings: "[]",
      keywords: "[]",
    })
    .execute();
  await db.insertInto("playbook_tags").values({ playbook_id: id, kind: "tool", value: "Zapier" }).execute();
  // Before 0010 the search row had no facets (and, on PostgreSQL, no doc_id).
  await (db as Kysely<unknown> as Kysely<{ playbook_search: Record<string, string> }>)
    .insertInto("playbook_search")
    .values({ playbook_id: id, title, description: "", body: "Connect the webhook to your spreadsheet." })
    .execute();
}

describe("migration 0010 on a database with playbooks", () => {
  it("gives every stored playbook the facets of its categories, tools and reading time", async () => {
    const migrator = new Migrator({ db: blank.db, provider: { getMigrations: async () => migrations } });
    const upTo0009 = await migrator.migrateTo("0009_newest_first");
    expect(upTo0009.error).toBeUndefined();
    await storeBeforeFacets(blank.db, "newer", "Webhook Recipes", "2025-03-01T00:00:00.000Z");
    await storeBeforeFacets(blank.db, "older", "Webhook Basics", "2025-01-01T00:00:00.000Z");

    await migrateToLatest(blank.db);

    const search = (filters: object) =>
      queryCatalog(blank.db, { ...DEFAULT_FILTERS, search: "webhook", ...filters }).then((page) =>
        page.playbooks.map((playbook) => playbook.slug),
      );
    expect(await search({ aiCategory: "ai-building", batonCategory: "offer", tools: ["Zapier"] })).toHaveLength(2);
    expect(await search({ readingTime: "5-15" })).toHaveLength(2);
    expect(await search({ aiCategory: "ai-knowledge" })).toEqual([]);
    expect(await search({ tools: ["Make"] })).toEqual([]);
  });
});
