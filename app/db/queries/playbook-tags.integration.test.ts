import { describe, expect, it } from "vitest";
import { storePlaybooks } from "../../../tests/support/playbooks";
import { withTestDatabase } from "../../../tests/support/test-database";
import { catalogFilterOptions } from "./playbook-tags.server";

const t = withTestDatabase();

describe("catalog filter options", () => {
  it("offers every business area and tool carried by a playbook, once each and in order", async () => {
    await storePlaybooks(t.db, [
      { slug: "a", businessAreas: ["Sales", "Finance"], tools: ["Zapier", "Make"] },
      { slug: "b", businessAreas: ["Sales"], tools: ["Airtable", "Zapier"] },
    ]);
    expect(await catalogFilterOptions(t.db)).toEqual({
      businessAreas: ["Finance", "Sales"],
      tools: ["Airtable", "Make", "Zapier"],
    });
  });

  it("leaves out a value only drafts carry, and still finds the values after it", async () => {
    await storePlaybooks(t.db, [
      { slug: "published", businessAreas: ["Finance", "Sales"], tools: ["Airtable", "Zapier"] },
      { slug: "draft", businessAreas: ["Operations"], tools: ["Make"] },
    ]);
    await t.db.updateTable("playbooks").set({ status: "draft" }).where("slug", "=", "draft").execute();
    expect(await catalogFilterOptions(t.db)).toEqual({
      businessAreas: ["Finance", "Sales"],
      tools: ["Airtable", "Zapier"],
    });
  });
});
