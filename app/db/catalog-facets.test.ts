import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetToken, facetTokens, readingTimeBucket } from "./catalog-facets";

describe("facet tokens", () => {
  it("are one plain word per value, distinct for distinct values, whatever the value", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(facetToken("tool", a)).toMatch(/^[a-z0-9]+$/);
        expect(facetToken("tool", a) === facetToken("tool", b)).toBe(a === b);
      }),
    );
    expect(facetToken("area", "HR & People")).not.toBe(facetToken("area", "HR People"));
    expect(facetToken("tool", "Make")).not.toBe(facetToken("tool", "make"));
  });

  it("keep kinds apart: a tool and a business area of the same name are different facets", () => {
    expect(facetToken("tool", "Sales")).not.toBe(facetToken("area", "Sales"));
  });

  it("end in a digit, so a stemmer never shortens one into another", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(facetToken("ai", value)).toMatch(/\d$/);
      }),
    );
  });

  it("cover every category, area, tool and the reading-time bucket of a playbook, once each", () => {
    const tokens = facetTokens({
      aiCategories: ["ai-building", "ai-building"],
      batonCategories: ["offer"],
      businessAreas: ["Sales"],
      tools: ["Zapier", "Make"],
      readingTimeMinutes: 12,
    });
    expect(tokens).toEqual([
      facetToken("ai", "ai-building"),
      facetToken("baton", "offer"),
      facetToken("area", "Sales"),
      facetToken("tool", "Zapier"),
      facetToken("tool", "Make"),
      facetToken("time", "5-15"),
    ]);
  });
});

describe("reading-time buckets", () => {
  it("put each edge in the lower bucket", () => {
    const buckets = [0, 5, 6, 15, 16, 30, 31, 240].map(readingTimeBucket);
    expect(buckets).toEqual(["0-5", "0-5", "5-15", "5-15", "15-30", "15-30", "30+", "30+"]);
  });
});
