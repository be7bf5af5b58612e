import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fts5Query, searchTerms, trigrams, tsQuery } from "./search-terms";
import { snippetPieces } from "./snippet";

describe("search terms", () => {
  it("keeps only words, lowercased and de-duplicated, prefix-matching those of three letters or more", () => {
    expect(searchTerms(`"Prompt" OR prompt* ai -- 🚀 l'été`)).toEqual([
      { text: "prompt", prefix: true },
      { text: "or", prefix: false },
      { text: "ai", prefix: false },
      { text: "l", prefix: false },
      { text: "été", prefix: true },
    ]);
  });

  it("caps the number and length of terms", () => {
    expect(searchTerms("a b c d e f g h i j k")).toHaveLength(8);
    expect(searchTerms("y".repeat(100))[0]?.text).toHaveLength(40);
  });

  it("builds engine queries that contain nothing but quoted words and the engine's own operators", () => {
    const terms = searchTerms('pricing "ai" NEAR(x)');
    expect(fts5Query(terms)).toBe('"pricing"* "ai" "near"* "x"');
    expect(tsQuery(terms)).toBe("pricing:* & ai & near:* & x");
    expect(tsQuery(terms, "AB")).toBe("pricing:*AB & ai:AB & near:*AB & x:AB");
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

describe("snippets", () => {
  it("splits a snippet into marked and plain pieces", () => {
    expect(snippetPieces("use a \uE000spreadsheet\uE001 or \uE000sheet\uE001.")).toEqual([
      { text: "use a ", marked: false },
      { text: "spreadsheet", marked: true },
      { text: " or ", marked: false },
      { text: "sheet", marked: true },
      { text: ".", marked: false },
    ]);
  });
});
