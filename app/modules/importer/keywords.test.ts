import { describe, expect, it } from "vitest";
import { extractKeywords, focusKeywords } from "./keywords";

describe("keyword rule", () => {
  it("keeps words longer than 3 characters that are not stop words, most frequent first", () => {
    expect(
      extractKeywords("The pricing of AI: pricing, pricing and value. Value matters; they would say that."),
    ).toEqual(["pricing", "value", "matters"]);
  });

  it("returns at most 10", () => {
    const text = Array.from({ length: 15 }, (_, index) => `keyword${String.fromCharCode(97 + index)}`).join(" ");
    expect(extractKeywords(text)).toHaveLength(10);
  });

  it("ignores case, curly apostrophes and bare numbers", () => {
    expect(extractKeywords("Don’t DON'T Stripe stripe 2026 2026")).toEqual(["stripe"]);
  });
});

describe("focus keywords", () => {
  it("puts keywords from the title first and keeps at most 5", () => {
    const keywords = ["clients", "pricing", "value", "offers", "tiers", "services", "retainers"];
    expect(focusKeywords("Pricing AI Services", keywords)).toEqual([
      "pricing",
      "services",
      "clients",
      "value",
      "offers",
    ]);
  });
});
