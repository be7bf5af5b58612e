import { describe, expect, it } from "vitest";
import { activeFilterCount, catalogHref, catalogQueryString, DEFAULT_FILTERS, withFilters } from "./filters";
import { catalogRedirectTarget, parseCatalogFilters } from "./parse-filters";

const parse = (query: string) => parseCatalogFilters(new URLSearchParams(query));

describe("catalog filter state in the query string", () => {
  it("omits every default and writes the rest with the spec's names, lists comma-separated", () => {
    expect(catalogQueryString(DEFAULT_FILTERS)).toBe("");
    const filters = withFilters(DEFAULT_FILTERS, {
      search: "ai tools",
      aiCategory: "ai-building",
      batonCategory: "offer",
      businessAreas: ["Sales", "HR & People"],
      tools: ["Make"],
      readingTime: "30+",
      sort: "title",
      order: "asc",
    });
    expect(catalogQueryString(filters)).toBe(
      "search=ai%20tools&ai-category=ai-building&baton-category=offer&business-area=Sales,HR%20%26%20People" +
        "&tools=Make&reading-time=30%2B&sort=title&order=asc",
    );
  });

  it("reads back what it writes", () => {
    const filters = withFilters(DEFAULT_FILTERS, {
      search: "a,b & c",
      businessAreas: ["Sales", "HR & People"],
      readingTime: "5-15",
      page: 3,
    });
    expect(parse(catalogQueryString(filters))).toEqual({ ...filters, search: "a,b & c" });
  });

  it("falls back to each default for unknown or malformed values", () => {
    expect(parse("ai-category=nope&baton-category=ai-building&reading-time=1-2&sort=random&order=up&page=-4")).toEqual(
      DEFAULT_FILTERS,
    );
  });

  it("accepts repeated fields from the plain form, ignoring blanks and duplicates", () => {
    const filters = parse("business-area=Sales&business-area=&business-area=Sales,Marketing&tools=Zapier");
    expect(filters.businessAreas).toEqual(["Sales", "Marketing"]);
    expect(filters.tools).toEqual(["Zapier"]);
  });

  it("cuts a very long search instead of refusing it", () => {
    expect(parse(`search=${"x".repeat(800)}`).search).toHaveLength(200);
  });
});

describe("canonical catalog URLs", () => {
  const target = (query: string) => catalogRedirectTarget(new URL(`http://x/catalog${query}`), parse(query.slice(1)));

  it("redirects spelled-out defaults and repeated fields to the canonical form", () => {
    expect(target("?ai-category=all-ai-categories&sort=relevance&order=desc")).toBe("/catalog");
    expect(target("?business-area=Sales&business-area=Marketing")).toBe("/catalog?business-area=Sales,Marketing");
  });

  it("accepts any encoding of the canonical form and keeps other parameters", () => {
    expect(target("?search=ai+tools&business-area=Sales%2CMarketing")).toBeUndefined();
    expect(target("?sort=relevance&utm_source=mail")).toBe("/catalog?utm_source=mail");
  });
});

describe("active filter count", () => {
  it("counts AI category, BATON category and reading time once each, plus every area and tool", () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount(withFilters(DEFAULT_FILTERS, { search: "x", sort: "title", order: "asc" }))).toBe(0);
    expect(
      activeFilterCount(
        withFilters(DEFAULT_FILTERS, {
          aiCategory: "ai-business",
          batonCategory: "tribe",
          readingTime: "0-5",
          businessAreas: ["Sales", "Content"],
          tools: ["Canva"],
        }),
      ),
    ).toBe(6);
  });

  it("returns to page 1 when a filter changes", () => {
    const paged = { ...DEFAULT_FILTERS, page: 4 };
    expect(withFilters(paged, { tools: ["Make"] }).page).toBe(1);
    expect(catalogHref(withFilters(paged, { page: 2 }))).toBe("/catalog?page=2");
  });
});
