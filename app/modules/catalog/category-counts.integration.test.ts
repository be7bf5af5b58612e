import { describe, expect, it } from "vitest";
import { rebuildSearchDocuments } from "~/db/queries/search-documents.server";
import { storePlaybooks } from "../../../tests/support/playbooks";
import { withTestDatabase } from "../../../tests/support/test-database";
import { ALL_CATEGORIES } from "./categories";
import { listCategoryPlaybooks } from "./category-playbooks.server";
import { categoryCounts } from "./category-counts.server";

const t = withTestDatabase();

describe("category counts", () => {
  it("counts every category a playbook carries, and zero for the empty ones", async () => {
    await storePlaybooks(t.db, [
      { slug: "a", aiCategories: ["ai-business", "ai-building"], batonCategories: ["offer"] },
      { slug: "b", aiCategories: ["ai-business"], batonCategories: ["offer", "tribe"] },
    ]);
    expect(await categoryCounts(t.db)).toEqual({
      "ai-knowledge": 0,
      "ai-building": 1,
      "ai-authority": 0,
      "ai-business": 2,
      business: 0,
      audience: 0,
      tribe: 1,
      offer: 2,
      network: 0,
    });
  });

  it("counts a playbook whose primary column differs from its tags in both categories, once its search row is rebuilt", async () => {
    await storePlaybooks(t.db, [{ slug: "a", aiCategories: ["ai-business"], batonCategories: [] }]);
    await t.db.updateTable("playbooks").set({ category: "ai-authority" }).execute();
    await rebuildSearchDocuments(t.db);
    const counts = await categoryCounts(t.db);
    expect([counts["ai-business"], counts["ai-authority"]]).toEqual([1, 1]);
  });

  it("agrees with each category page's total", async () => {
    await storePlaybooks(t.db, [
      { slug: "a", aiCategories: ["ai-knowledge", "ai-building"], batonCategories: ["business"] },
      { slug: "b", aiCategories: ["ai-knowledge"], batonCategories: ["network", "business"] },
      { slug: "c", aiCategories: ["ai-authority"], batonCategories: [] },
    ]);
    const counts = await categoryCounts(t.db);
    for (const category of ALL_CATEGORIES)
      expect(counts[category.id], category.id).toBe((await listCategoryPlaybooks(t.db, category, 1)).total);
  });
});
