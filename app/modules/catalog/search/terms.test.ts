import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fts5Query, searchTerms, trigrams, tsQuery } from "./terms";

describe("search terms", () => {
  it("keeps only words, lowercased and de-duplicated; the last one of three letters or more is a prefix", () => {
    expect(searchTerms(`"Prompt" OR prompt* ai -- 🚀 l'été`)).toEqual([
      { text: "prompt", prefix: false },
      { text: "ai", prefix: false },
      { text: "l", prefix: false },
      { text: "été", prefix: true },
    ]);
  });

  it("drops words too common to narrow the search, unless nothing else is left", () => {
    expect(searchTerms("the pricing of an offer").map((term) => term.text)).toEqual(["pricing", "offer"]);
    expect(searchTerms("the").map((term) => term.text)).toEqual(["the"]);
  });

  it("caps the number and length of terms", () => {
    expect(searchTerms("a b c d e f g h i j k")).toHaveLength(8);
    expect(searchTerms("y".repeat(100))[0]?.text).toHaveLength(40);
  });

  it("builds engine queries that contain nothing but quoted words and the engine's own operators", () => {
    const terms = searchTerms('pricing "ai" NEAR(x)');
    expect(fts5Query(terms)).toBe('"pricing" "ai" "near" "x"');
    expect(fts5Query(searchTerms("ai prom"))).toBe('"ai" "prom"*');
    expect(tsQuery(searchTerms("pricing ai prom"))).toBe("pricing & ai & prom:*");
    expect(tsQuery(searchTerms("pricing prom"), "AB")).toBe("pricing:AB & prom:*AB");
  });

  it("never lets a quote, bracket, colon or operator character through, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (input) => {
        for (const term of searchTerms(input)) expect(term.text).toMatch(/^[\p{L}\p{N}]+$/u);
      }),
    );
  });

  it("lists the trigrams of each term for the fuzzy fallback", () => {
    expect(trigrams(searchTerms("promt ai"))).toEqual(["pro", "rom", "omt"]);
  });
});
