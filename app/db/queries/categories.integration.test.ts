import { describe, expect, it } from "vitest";
import { CATALOG_PAGE_SIZE } from "~/modules/catalog/filters";
import { findCategory } from "~/modules/catalog/categories";
import { storePlaybooks, testPart } from "../../../tests/support/playbooks";
import { withTestDatabase } from "../../../tests/support/test-database";
import { categoryStatistics, listCategoryPlaybooks } from "./categories.server";

const t = withTestDatabase();

describe("category statistics", () => {
  it("computes count, total words and average reading time, counting every category a playbook carries", async () => {
    await storePlaybooks(t.db, [
      {
        slug: "a",
        aiCategories: ["ai-business", "ai-building"],
        batonCategories: ["offer"],
        parts: [testPart(1, 1000)],
      },
      { slug: "b", aiCategories: ["ai-business"], batonCategories: ["offer", "tribe"], parts: [testPart(1, 2000)] },
    ]);
    const stats = await categoryStatistics(t.db);
    expect(stats.aiCategories["ai-business"]).toEqual({ count: 2, totalWords: 3000, avgReadingTime: 8 });
    expect(stats.aiCategories["ai-building"]).toEqual({ count: 1, totalWords: 1000, avgReadingTime: 5 });
    expect(stats.batonCategories.offer).toEqual({ count: 2, totalWords: 3000, avgReadingTime: 8 });
    expect(stats.batonCategories.tribe).toEqual({ count: 1, totalWords: 2000, avgReadingTime: 10 });
    expect(stats.aiCategories["ai-knowledge"]).toEqual({ count: 0, totalWords: 0, avgReadingTime: 0 });
    expect(Object.keys(stats.batonCategories)).toEqual(["business", "audience", "tribe", "offer", "network"]);
  });

  it("counts a playbook whose primary column differs from its tags once, in both categories", async () => {
    await storePlaybooks(t.db, [{ slug: "a", aiCategories: ["ai-business"], batonCategories: [] }]);
    await t.db.updateTable("playbooks").set({ category: "ai-authority" }).execute();
    const stats = await categoryStatistics(t.db);
    expect(stats.aiCategories["ai-business"]?.count).toBe(1);
    expect(stats.aiCategories["ai-authority"]?.count).toBe(1);
  });
});

describe("category playbooks", () => {
  it("lists the category's playbooks newest first, including those that carry it as a second category", async () => {
    await storePlaybooks(t.db, [
      { slug: "old", aiCategories: ["ai-building"] },
      { slug: "other", aiCategories: ["ai-knowledge"] },
      { slug: "new", aiCategories: ["ai-knowledge", "ai-building"] },
    ]);
    const { playbooks, total } = await listCategoryPlaybooks(t.db, findCategory("ai-building")!, 1);
    expect(playbooks.map((playbook) => playbook.slug)).toEqual(["new", "old"]);
    expect(playbooks[0]).toMatchObject({ partCount: 2, category: "ai-knowledge" });
    expect(total).toBe(2);
  });

  it("pages through a large category, counting all of it", async () => {
    await storePlaybooks(
      t.db,
      Array.from({ length: CATALOG_PAGE_SIZE + 3 }, (_, index) => ({ slug: `p${index}`, batonCategories: ["tribe"] })),
    );
    const tribe = findCategory("tribe")!;
    const first = await listCategoryPlaybooks(t.db, tribe, 1);
    const second = await listCategoryPlaybooks(t.db, tribe, 2);
    expect(first).toMatchObject({ total: CATALOG_PAGE_SIZE + 3, pageCount: 2 });
    expect(first.playbooks).toHaveLength(CATALOG_PAGE_SIZE);
    expect(second.playbooks.map((playbook) => playbook.slug)).toEqual(["p2", "p1", "p0"]);
  });
});
