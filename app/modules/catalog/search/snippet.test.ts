import { describe, expect, it } from "vitest";
import { matchedTerms, parseSearchQuery } from "./query";
import { matchedWordsFinder, snippetMaker, snippetPieces, SNIPPET_END as E, SNIPPET_START as S } from "./snippet";

const searchTerms = (input: string) => matchedTerms(parseSearchQuery(input));

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
    const snippet = snippetMaker(terms)(text)!;
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet).toContain(`${S}workshops${E} are ${S}priced${E} by outcome, and ${S}pricing${E} is`);
  });

  it("returns nothing when no word matches", () => {
    expect(snippetMaker(terms)("Nothing relevant here.")).toBeUndefined();
  });

  it("lists the words a page opened from a result highlights, folded and each once", () => {
    const text = "Pricing a Workshop: workshops are priced by outcome; pricing is reviewed. Café prices.";
    const matchedWords = matchedWordsFinder(terms);
    expect(matchedWords(text, 8)).toEqual(["pricing", "workshop", "workshops", "priced", "prices"]);
    expect(matchedWords(text, 2)).toEqual(["pricing", "workshop"]);
    expect(matchedWordsFinder(searchTerms('"cafe"'))(text, 8)).toEqual(["cafe"]);
  });

  it("finds the first match deep in a long body and keeps the words before it", () => {
    const text = `${"Nothing to see here. ".repeat(2000)}Plan one workshop a month. ${"Filler words. ".repeat(50)}`;
    const snippet = snippetMaker(terms)(text)!;
    // Six words before the match, twelve after.
    expect(snippet).toBe(
      `…Nothing to see here. Plan one ${S}workshop${E} a month. Filler words. Filler words. Filler words. Filler words. Filler words.…`,
    );
  });

  it("matches words with accents the way the engines do, and short terms only as whole words", () => {
    expect(snippetMaker(searchTerms("cafe"))("Le café est ouvert.")).toBe(`Le ${S}café${E} est ouvert.`);
    expect(snippetMaker(searchTerms("ai audit"))("Start with an AI audit, not with aims.")).toBe(
      `Start with an ${S}AI${E} ${S}audit${E}, not with aims.`,
    );
  });
});
