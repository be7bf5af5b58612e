import { describe, expect, it } from "vitest";
import type { PlaybookInput } from "../playbook-input";
import { testPart, testPlaybook } from "../../../tests/support/playbooks";
import { withTestDatabase } from "../../../tests/support/test-database";
import { countPlaybooks, listPlaybookSummaries, upsertPlaybook } from "./playbooks.server";

const t = withTestDatabase();

function playbook(overrides: Partial<PlaybookInput> = {}): PlaybookInput {
  return testPlaybook({ parts: [testPart(1, 150), testPart(2, 251)], ...overrides });
}

describe("upsertPlaybook", () => {
  it("stores the playbook with its totals, parts and primary categories", async () => {
    await upsertPlaybook(t.db, playbook());
    const [summary] = await listPlaybookSummaries(t.db);
    expect(summary).toMatchObject({
      slug: "pricing-basics",
      category: "ai-business",
      batonCategory: "offer",
      wordCount: 401,
      readingTimeMinutes: 3,
      partCount: 2,
    });
  });

  it("updates an existing slug in place, replacing its parts and bumping the version", async () => {
    const first = await upsertPlaybook(t.db, playbook());
    const second = await upsertPlaybook(
      t.db,
      playbook({ title: "Pricing, Revised", parts: playbook().parts.slice(0, 1) }),
    );
    expect(second).toEqual({ id: first.id, created: false, version: 2 });
    const row = await t.db.selectFrom("playbooks").selectAll().where("id", "=", first.id).executeTakeFirstOrThrow();
    expect(row.title).toBe("Pricing, Revised");
    expect(row.version).toBe(2);
    expect(
      await t.db.selectFrom("playbook_parts").select("slug").where("playbook_id", "=", first.id).execute(),
    ).toEqual([{ slug: "step-1" }]);
  });

  it("stores nothing when any part fails to save", async () => {
    const parts = playbook().parts;
    const clashing = { ...parts[1]!, slug: parts[0]!.slug };
    await expect(upsertPlaybook(t.db, playbook({ parts: [parts[0]!, clashing] }))).rejects.toThrow();
    expect(await countPlaybooks(t.db)).toBe(0);
  });

  it("keeps every AI and BATON category, business area and tool as tags", async () => {
    const { id } = await upsertPlaybook(
      t.db,
      playbook({
        aiCategories: ["ai-business", "ai-building"],
        batonCategories: ["offer", "network"],
        tools: ["Make", "Make"],
      }),
    );
    const tags = await t.db
      .selectFrom("playbook_tags")
      .select(["kind", "value"])
      .where("playbook_id", "=", id)
      .execute();
    expect(tags).toHaveLength(6);
    expect(tags).toContainEqual({ kind: "ai-category", value: "ai-building" });
    expect(tags).toContainEqual({ kind: "tool", value: "Make" });
  });
});
