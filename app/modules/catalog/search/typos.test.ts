import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./query";
import { typoDistance, vocabularyIndex, withTypoVariants } from "./typos";

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

  it("gives each word of a query its near spellings by its own length", () => {
    const query = withTypoVariants(parseSearchQuery("tow sevem pricng"), vocabulary);
    expect(query.words.map((word) => [word.text, word.variants])).toEqual([
      ["tow", []],
      ["sevem", ["seven"]],
      ["pricng", ["pricing"]],
    ]);
  });
});
