import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS } from "~/modules/catalog/filters";
import { queryCatalog } from "~/modules/catalog/search/catalog-search.server";
import { withTestDatabase } from "../support/test-database";

// The demo library, as visitors search it, on the engine this run targets.
const t = withTestDatabase({ seeded: true });

const titles = async (search: string) =>
  (await queryCatalog(t.db, { ...DEFAULT_FILTERS, search })).playbooks.map((playbook) => playbook.title);

describe("searching the demo library", () => {
  it("ranks “Prompt Engineering for Business” first for “promt enginering”, above “The AI Content Engine”", async () => {
    const found = await titles("promt enginering");
    const prompt = found.findIndex((title) => title.startsWith("Prompt Engineering for Business"));
    const engine = found.findIndex((title) => title.startsWith("The AI Content Engine"));
    expect(prompt).toBe(0);
    expect(engine).toBeGreaterThan(prompt);
  });

  it("lists nothing for the one-letter query “a”, while “ai” still finds the library", async () => {
    expect(await titles("a")).toEqual([]);
    expect((await queryCatalog(t.db, { ...DEFAULT_FILTERS, search: "ai" })).total).toBeGreaterThan(10);
  });
});
