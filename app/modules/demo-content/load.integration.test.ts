import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_CATEGORIES } from "~/modules/catalog/categories";
import { withTestDatabase } from "../../../tests/support/test-database";
import { loadDemoContent } from "./load.server";

const t = withTestDatabase({ seeded: true });

describe("the demo library", () => {
  it("has 20+ playbooks of five parts each, at least two in every category", async () => {
    const playbooks = await t.db
      .selectFrom("playbooks")
      .select(["id", "category", "baton_category", "word_count"])
      .execute();
    expect(playbooks.length).toBeGreaterThanOrEqual(20);
    const parts = await t.db
      .selectFrom("playbook_parts")
      .select(["playbook_id", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("playbook_id")
      .execute();
    expect(parts.every((row) => Number(row.n) === 5)).toBe(true);
    for (const category of ALL_CATEGORIES) {
      const count = playbooks.filter((p) => p.category === category.id || p.baton_category === category.id).length;
      expect(count, category.id).toBeGreaterThanOrEqual(2);
    }
    // Real guides, not stubs: the shortest are the quick reads, at four minutes or more.
    expect(playbooks.every((p) => p.word_count > 600)).toBe(true);
  });

  it("includes every featured guide in its own category", async () => {
    for (const category of ALL_CATEGORIES) {
      const row = await t.db
        .selectFrom("playbooks")
        .select(["category", "baton_category"])
        .where("slug", "=", category.featuredSlug)
        .executeTakeFirst();
      expect(row, category.featuredSlug).toBeDefined();
      expect([row?.category, row?.baton_category], category.featuredSlug).toContain(category.id);
    }
  });

  it("has three ordered series with the three icons", async () => {
    const series = await t.db
      .selectFrom("series as s")
      .innerJoin("series_playbooks as sp", "sp.series_id", "s.id")
      .select(["s.icon", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("s.icon")
      .execute();
    expect(series.map((s) => s.icon).sort()).toEqual(["ai-building", "baton-basics", "summer-camp"]);
    expect(series.every((s) => Number(s.n) >= 3)).toBe(true);
  });

  it("serves part images from media storage with their size, and embeds a tweet", async () => {
    const parts = await t.db.selectFrom("playbook_parts").select("html").execute();
    const withImage = parts.find((part) => part.html?.includes("<img"));
    expect(withImage?.html).toMatch(/<img src="\/media\/playbooks\/[^"]+\.svg" alt="[^"]+" width="\d+" height="\d+"/);
    expect(parts.some((part) => part.html?.includes('class="twitter-tweet"'))).toBe(true);
  });

  it("loads again without changing anything", async () => {
    const before = await t.db
      .selectFrom("playbooks")
      .select(["slug", "updated_at", "version"])
      .orderBy("slug")
      .execute();
    const result = await loadDemoContent({
      db: t.db,
      storage: t.context.storage,
      contentDir: path.resolve("content"),
    });
    expect(result).toMatchObject({ created: 0, updated: 0, unchanged: before.length });
    const after = await t.db
      .selectFrom("playbooks")
      .select(["slug", "updated_at", "version"])
      .orderBy("slug")
      .execute();
    expect(after).toEqual(before);
  });
});
