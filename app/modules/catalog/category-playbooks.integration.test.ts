import { describe, expect, it } from "vitest";
import { storePlaybooks } from "../../../tests/support/playbooks";
import { withTestDatabase } from "../../../tests/support/test-database";
import { findCategory } from "./categories";
import { listCategoryPlaybooks } from "./category-playbooks.server";
import { CATALOG_PAGE_SIZE } from "./filters";

const t = withTestDatabase();

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
