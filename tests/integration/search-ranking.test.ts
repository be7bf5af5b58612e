import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS } from "~/modules/catalog/filters";
import { queryCatalog } from "~/modules/catalog/search/catalog-search.server";
import type { SearchAnswer } from "~/modules/catalog/search/results";
import { loader as searchApiLoader } from "~/routes/api.search";
import { loader as catalogLoader } from "~/routes/catalog._index";
import { callRoute, dataOf } from "../support/route-calls";
import { withTestDatabase } from "../support/test-database";

// The demo library, as visitors search it, on the engine this run targets.
const t = withTestDatabase({ seeded: true });

const titles = async (search: string) =>
  (await queryCatalog(t.db, { ...DEFAULT_FILTERS, search })).playbooks.map((playbook) => playbook.title);

const searchUrl = (path: string, search: string) =>
  `https://playbooks.test${path}?search=${encodeURIComponent(search)}`;

/** What the search dialog receives from GET /api/search. */
const dialogAnswer = async (search: string) => {
  const response = await callRoute(t.context, searchApiLoader, new Request(searchUrl("/api/search", search)));
  return (await (response as Response).json()) as SearchAnswer;
};

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

  it("says why “a” or “the” found nothing, in the catalog and in the search dialog's answer", async () => {
    for (const search of ["a", "the"]) {
      const catalog = dataOf<{ result: { total: number; vague: boolean } }>(
        await callRoute(t.context, catalogLoader, new Request(searchUrl("/catalog", search))),
      );
      expect(catalog.result).toMatchObject({ total: 0, vague: true });
      expect(await dialogAnswer(search)).toMatchObject({ total: 0, vague: true, results: [] });
    }
    // A search that simply matches nothing is not called too short.
    expect(await dialogAnswer("zzyzx")).toMatchObject({ total: 0, vague: false });
  });
});
