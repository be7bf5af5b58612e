import { describe, expect, it } from "vitest";
import { mineRelatedTerms } from "./related-terms";
import { stem } from "./terms";

const filler = (index: number) => `Section ${index} talks about topic${index} and subject${index} in passing.`;

/** A small library: "tokens" and "forgets" keep company in four sections, "invoice" stands alone. */
const LIBRARY = [
  "Your chat forgets early messages once the tokens run past the window.",
  "Counting tokens explains why a long chat forgets what you said.",
  "A model forgets nothing on purpose: the tokens simply fall out of view.",
  "When the chat forgets, start fresh and paste the tokens that matter.",
  "Send the invoice on the first of the month.",
  ...Array.from({ length: 40 }, (_, index) => filler(index)),
];

describe("related terms mined from the library", () => {
  it("relates words the library's sections hold together", () => {
    const terms = mineRelatedTerms(LIBRARY);
    expect(terms.of(stem("forgets")).map((term) => term.word)).toContain("tokens");
    expect(terms.of(stem("tokens"))[0]!.similarity).toBeGreaterThan(0.5);
  });

  it("gives the word as the library writes it most often", () => {
    const terms = mineRelatedTerms(LIBRARY);
    expect(terms.of(stem("tokens")).find((term) => term.stem === stem("forgets"))?.word).toBe("forgets");
  });

  it("relates nothing to a word too rare to tell, or to one found everywhere", () => {
    const terms = mineRelatedTerms(LIBRARY);
    expect(terms.of(stem("invoice"))).toEqual([]);
    expect(terms.of(stem("section"))).toEqual([]);
    expect(terms.of(stem("payroll"))).toEqual([]);
  });
});
