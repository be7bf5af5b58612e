import { describe, expect, it } from "vitest";
import { vocabularyIndex } from "~/modules/catalog/search/typos";
import { librarySpellings, spellingVariants } from "./spelling";
import { stem } from "./terms";
import { phrasalMeanings, SYNONYM_SIMILARITY, synonymsOf } from "./thesaurus";

describe("the general thesaurus", () => {
  it("relates a reader's everyday word to the written one, both ways, below the word itself", () => {
    expect(synonymsOf(stem("check")).map((term) => term.word)).toContain("verify");
    expect(synonymsOf(stem("verifying")).map((term) => term.word)).toContain("check");
    expect(synonymsOf(stem("staff")).every((term) => term.similarity === SYNONYM_SIMILARITY)).toBe(true);
    expect(SYNONYM_SIMILARITY).toBeLessThan(1);
  });

  it("has nothing for a word outside it", () => {
    expect(synonymsOf(stem("onboarding"))).toEqual([]);
  });

  it("reads phrasal verbs, with words between the verb and its particle", () => {
    expect(phrasalMeanings("When should I put up my prices?")).toEqual(["raise"]);
    expect(phrasalMeanings("Why does AI make things up?")).toEqual(["invent"]);
    expect(phrasalMeanings("What do I put in the brief?")).toEqual([]);
  });
});

describe("British and American spellings", () => {
  it("gives the other spelling of a word", () => {
    expect(spellingVariants("organise")).toContain("organize");
    expect(spellingVariants("colour")).toContain("color");
    expect(spellingVariants("cancelled")).toContain("canceled");
    expect(spellingVariants("practising")).toContain("practicing");
  });

  it("keeps only the spellings the library has, by stem", () => {
    const vocabulary = vocabularyIndex(["practice", "organize", "pricing"]);
    expect(librarySpellings("practising", vocabulary)).toContain("practicing");
    expect(librarySpellings("organised", vocabulary)).toEqual(["organized"]);
    expect(librarySpellings("colour", vocabulary)).toEqual([]);
  });
});
