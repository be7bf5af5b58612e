import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { toJson } from "~/db/json";
import { searchColumns } from "~/db/queries/search-documents.server";
import type { Database } from "~/db/schema";
import { storePlaybooks } from "../../../../tests/support/playbooks";
import { withTestDatabase } from "../../../../tests/support/test-database";
import { CATALOG_PAGE_SIZE, DEFAULT_FILTERS, type CatalogFilters } from "../filters";
import { queryCatalog } from "./catalog-search.server";

const t = withTestDatabase();
// Past 2,000 matches (after the other filters; fewer on PostgreSQL) a tier is ordered newest first, not scored.
const BROAD = 4_100;

/**
 * Many playbooks whose body (only) mentions "lighthouse", created a minute apart, written
 * straight to the tables (with the search columns upsertPlaybook would write): going
 * through upsertPlaybook 4,000 times would take minutes.
 */
async function storeBodyMatches(db: Kysely<Database>, count: number): Promise<void> {
  const start = Date.parse("2024-01-01T00:00:00Z");
  const rows = Array.from({ length: count }, (_, index) => {
    const at = new Date(start + index * 60_000).toISOString();
    const slug = `broad-${String(index).padStart(4, "0")}`;
    return { id: randomUUID(), slug, at, category: index % 2 === 0 ? "ai-building" : "ai-knowledge" };
  });
  for (let offset = 0; offset < rows.length; offset += 250) {
    const chunk = rows.slice(offset, offset + 250);
    await db
      .insertInto("playbooks")
      .values(
        chunk.map((row) => ({
          id: row.id,
          slug: row.slug,
          title: `Guide ${row.slug}`,
          description: "A guide.",
          content: toJson({}),
          keywords: toJson([]),
          category: row.category,
          word_count: 40,
          reading_time_minutes: 1,
          version: 1,
          created_at: row.at,
          updated_at: row.at,
        })),
      )
      .execute();
    await db
      .insertInto("playbook_search")
      .values(
        chunk.map((row) => ({
          playbook_id: row.id,
          ...searchColumns({
            title: `Guide ${row.slug}`,
            description: "A guide.",
            parts: [
              { title: "Plan", slug: "plan", html: "<p>Keep a lighthouse in view while you plan.</p>", wordCount: 40 },
            ],
            aiCategories: [row.category],
            batonCategories: [],
            businessAreas: [],
            tools: [],
          }),
        })),
      )
      .execute();
  }
}

async function page(filters: Partial<CatalogFilters>) {
  return queryCatalog(t.db, { ...DEFAULT_FILTERS, search: "lighthouse", ...filters });
}

describe("a search matching thousands of playbooks", () => {
  it("puts title matches first, then body matches newest first, page after page", async () => {
    await storeBodyMatches(t.db, BROAD);
    await storePlaybooks(t.db, [{ slug: "lighthouse-keeping", title: "Lighthouse Keeping" }]);

    const first = await page({});
    expect(first.total).toBe(BROAD + 1);
    expect(first.playbooks[0]!.slug).toBe("lighthouse-keeping");
    const newest = Array.from(
      { length: CATALOG_PAGE_SIZE * 2 },
      (_, index) => `broad-${String(BROAD - 1 - index).padStart(4, "0")}`,
    );
    expect(first.playbooks.slice(1).map((playbook) => playbook.slug)).toEqual(newest.slice(0, CATALOG_PAGE_SIZE - 1));
    const second = await page({ page: 2 });
    expect(second.playbooks.map((playbook) => playbook.slug)).toEqual(
      newest.slice(CATALOG_PAGE_SIZE - 1, CATALOG_PAGE_SIZE * 2 - 1),
    );
    // Oldest first when the order is reversed; the title match comes last.
    const last = await page({ order: "asc" });
    expect(last.playbooks[0]!.slug).toBe("broad-0000");
  });

  it("applies the other filters to the newest-first matches", async () => {
    await storeBodyMatches(t.db, BROAD);
    const building = await page({ aiCategory: "ai-building" });
    expect(building.total).toBe(BROAD / 2);
    expect(building.playbooks.map((playbook) => playbook.slug).slice(0, 3)).toEqual([
      "broad-4098",
      "broad-4096",
      "broad-4094",
    ]);
  });
});
