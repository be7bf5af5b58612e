import { describe, expect, it } from "vitest";
import { storePlaybooks, testPart } from "../../../tests/support/playbooks";
import { withTestDatabase } from "../../../tests/support/test-database";
import { categoryStatistics } from "./categories.server";

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
    const stats = await categoryStatistics(t.db, ["ai-knowledge", "ai-business", "ai-building", "offer", "tribe"]);
    expect(stats["ai-business"]).toEqual({ count: 2, totalWords: 3000, avgReadingTime: 8 });
    expect(stats["ai-building"]).toEqual({ count: 1, totalWords: 1000, avgReadingTime: 5 });
    expect(stats.offer).toEqual({ count: 2, totalWords: 3000, avgReadingTime: 8 });
    expect(stats.tribe).toEqual({ count: 1, totalWords: 2000, avgReadingTime: 10 });
    expect(stats["ai-knowledge"]).toEqual({ count: 0, totalWords: 0, avgReadingTime: 0 });
    expect(Object.keys(stats)).toEqual(["ai-knowledge", "ai-business", "ai-building", "offer", "tribe"]);
  });

  it("counts a playbook whose primary column differs from its tags once, in both categories", async () => {
    await storePlaybooks(t.db, [{ slug: "a", aiCategories: ["ai-business"], batonCategories: [] }]);
    await t.db.updateTable("playbooks").set({ category: "ai-authority" }).execute();
    const stats = await categoryStatistics(t.db, ["ai-business", "ai-authority"]);
    expect(stats["ai-business"]?.count).toBe(1);
    expect(stats["ai-authority"]?.count).toBe(1);
  });
});
