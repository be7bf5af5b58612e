import { describe, expect, it } from "vitest";
import { facetToken } from "~/db/catalog-facets";
import { DEFAULT_FILTERS } from "../filters";
import { facetGroups } from "./facets";

describe("facet groups", () => {
  it("are empty for the default filters and ignore the search, sort and page", () => {
    expect(facetGroups({ ...DEFAULT_FILTERS, search: "pricing", sort: "title", page: 3 })).toEqual([]);
  });

  it("need every filter and any one of the chosen business areas or tools", () => {
    const groups = facetGroups({
      ...DEFAULT_FILTERS,
      aiCategory: "ai-business",
      batonCategory: "offer",
      businessAreas: ["Sales", "Finance"],
      tools: ["Make"],
      readingTime: "30+",
    });
    expect(groups).toEqual([
      [facetToken("ai", "ai-business")],
      [facetToken("baton", "offer")],
      [facetToken("area", "Sales"), facetToken("area", "Finance")],
      [facetToken("tool", "Make")],
      [facetToken("time", "30+")],
    ]);
  });
});
