import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./query";
import { typoDistance, vocabularyIndex, withVocabulary } from "./typos";

describe("typo distance", () => {
  it("counts an insertion, a deletion, a substitution or two swapped neighbours as one typo", () => {
    expect(typoDistance("sevem", "seven", 2)).toBe(1);
    expect(typoDistance("phnoe", "phone", 2)).toBe(1);
    expect(typoDistance("promt", "prompt", 2)).toBe(1);
    expect(typoDistance("pricingg", "pricing", 2)).toBe(1);
    expect(typoDistance("enginering", "engineering", 2)).toBe(1);
    expect(typoDistance("mraketnig", "marketing", 2)).toBe(2);
  });

  it("stops at the cap: anything further is cap + 1", () => {
    expect(typoDistance("pricing", "process", 1)).toBe(2);
    expect(typoDistance("a", "abcdef", 2)).toBe(3);
    expect(typoDistance("same", "same", 0)).toBe(0);
  });
});

describe("near spellings from the library's vocabulary", () => {
  const vocabulary = vocabularyIndex([
    "seven",
    "sevens",
    "severe",
    "pricing",
    "prices",
    "marketing",
    "market",
    "bricing",
  ]);

  it("finds the words within the typos a word allows, nearest first, with the first letter right", () => {
    expect(vocabulary.variantsOf("sevem", 1)).toEqual(["seven"]);
    expect(vocabulary.variantsOf("pricng", 1)).toEqual(["pricing"]);
    expect(vocabulary.variantsOf("markteing", 2)).toEqual(["marketing"]);
    expect(vocabulary.variantsOf("seven", 0)).toEqual([]);
    expect(vocabulary.size).toBe(8);
  });

  it("completes a prefix with the library's shortest words starting so", () => {
    expect(vocabulary.completionsOf("pric")).toEqual(["prices", "pricing"]);
    expect(vocabulary.completionsOf("seven")).toEqual(["seven", "sevens"]);
    expect(vocabulary.completionsOf("zz")).toEqual([]);
  });

  it("gives each word of a query its near spellings by its own length", () => {
    const query = withVocabulary(parseSearchQuery("tow sevem pricng mark"), vocabulary);
    expect(query.words.map((word) => [word.text, word.variants, word.completions])).toEqual([
      ["tow", [], []],
      ["sevem", ["seven"], []],
      ["pricng", ["pricing"], []],
      ["mark", [], ["market", "marketing"]],
    ]);
  });
});
