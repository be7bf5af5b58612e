import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fts5Query, searchTerms, trigrams, tsQuery } from "./search-terms";
import { containsAllTerms, makeSnippet, snippetPieces, SNIPPET_END as E, SNIPPET_START as S } from "./snippet";

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

describe("making snippets", () => {
  const terms = searchTerms("pricing workshop");

  it("marks every matched word around the first match, stems included", () => {
    const text = `${"Lead in. ".repeat(10)}Our workshops are priced by outcome, and pricing is reviewed yearly. ${"More text. ".repeat(20)}`;
    const snippet = makeSnippet(text, terms)!;
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet).toContain(`${S}workshops${E} are ${S}priced${E} by outcome, and ${S}pricing${E} is`);
  });

  it("returns nothing when no word matches, and checks whether all terms are present", () => {
    expect(makeSnippet("Nothing relevant here.", terms)).toBeUndefined();
    expect(containsAllTerms("Workshop Pricing Guide", terms)).toBe(true);
    expect(containsAllTerms("Workshop Guide", terms)).toBe(false);
  });
});
