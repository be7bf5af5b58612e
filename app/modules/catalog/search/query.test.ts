import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasRequiredTerms, matchedTerms, parseSearchQuery, type SearchQuery } from "./query";

const words = (query: SearchQuery) => query.words.map((word) => word.text);

describe("the search query language", () => {
  it("keeps words lowercased, without diacritics and de-duplicated; the last word typed is a prefix", () => {
    const query = parseSearchQuery("Prompt prompt* AI -- 🚀 l'Été");
    expect(words(query)).toEqual(["prompt", "ai", "l", "ete"]);
    expect(query.words.map((word) => word.prefix)).toEqual([false, false, false, true]);
    expect(query.excluded).toEqual([]);
  });

  it('reads "quoted phrases" (a missing closing quote ends at the end), keeping the stop words inside them', () => {
    const query = parseSearchQuery('"list the price" a "first offer');
    expect(query.phrases).toEqual([
      ["list", "the", "price"],
      ["first", "offer"],
    ]);
    expect(words(query)).toEqual([]);
    // Stop words at either end narrow nothing.
    expect(parseSearchQuery('"the model" "how to price" "the"').phrases).toEqual([["model"], ["price"], ["the"]]);
  });

  it('excludes -word and -"a phrase"; a minus inside a word is not an exclusion', () => {
    const query = parseSearchQuery('pricing -email -"cold calls" e-mail -e-mail');
    expect(words(query)).toEqual(["pricing", "e", "mail"]);
    expect(query.excluded).toEqual([["email"], ["cold", "calls"], ["e", "mail"]]);
  });

  it("makes only the very last word typed a prefix, however short", () => {
    expect(parseSearchQuery("pricing p").words.at(-1)).toMatchObject({ text: "p", prefix: true });
    expect(parseSearchQuery("pricing -email").words[0]?.prefix).toBe(false);
    expect(parseSearchQuery('pricing "tiers"').words[0]?.prefix).toBe(false);
  });

  it("allows typos as Meilisearch does by default: none under 5 letters, one from 5, two from 9, none in numbers", () => {
    const typos = (input: string) => parseSearchQuery(input).words.map((word) => word.typos);
    expect(typos("seven sevens pricing marketing automation 2025 gpt4o ai")).toEqual([1, 1, 1, 2, 2, 0, 0, 0]);
  });

  it("drops words too common to narrow the search, even when nothing else is left", () => {
    expect(words(parseSearchQuery("the pricing of an offer"))).toEqual(["pricing", "offer"]);
    expect(words(parseSearchQuery("the"))).toEqual([]);
    expect(hasRequiredTerms(parseSearchQuery("how to"))).toBe(false);
    expect(parseSearchQuery("pricing -the").excluded).toEqual([]);
    // Inside a phrase they keep their place.
    expect(parseSearchQuery('"the offer"').phrases).toEqual([["offer"]]);
  });

  it("asks for nothing with only a lone letter, which beside a longer word still begins a title word", () => {
    expect(hasRequiredTerms(parseSearchQuery("a"))).toBe(false);
    expect(hasRequiredTerms(parseSearchQuery("x y"))).toBe(false);
    expect(words(parseSearchQuery("teams p"))).toEqual(["teams", "p"]);
    expect(words(parseSearchQuery("ai"))).toEqual(["ai"]);
  });

  it("caps the clauses, keeping the exclusions first, and lists what it left out", () => {
    const query = parseSearchQuery('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10 "x y" -z -"cold calls"');
    expect(query.words.length + query.phrases.length + query.excluded.length).toBe(8);
    expect(query.excluded).toEqual([["z"], ["cold", "calls"]]);
    expect(words(query)).toEqual(["a1", "b2", "c3", "d4", "e5", "f6"]);
    expect(query.dropped).toEqual(["g7", "h8", "i9", "j10", '"x y"']);
    // Exclusions alone match nothing: one place stays for what is asked for.
    const excluding = parseSearchQuery("pricing -b -c -d -e -f -g -h -j -k");
    expect(words(excluding)).toEqual(["pricing"]);
    expect(excluding.excluded).toHaveLength(7);
    expect(excluding.dropped).toEqual(["-j", "-k"]);
    expect(parseSearchQuery("pricing -email").dropped).toEqual([]);
    expect(parseSearchQuery("y".repeat(100)).words[0]?.text).toHaveLength(40);
  });

  it("never lets anything but letters and digits through as a word, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (input) => {
        const query = parseSearchQuery(input);
        for (const word of [...words(query), ...query.phrases.flat(), ...query.excluded.flat()])
          expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
      }),
    );
  });

  it("lists the terms a match may contain for snippets: a short last word only as itself", () => {
    expect(matchedTerms(parseSearchQuery('"price list" ai p'))).toEqual([
      { text: "ai", prefix: false },
      { text: "p", prefix: false },
      { text: "price", prefix: false },
      { text: "list", prefix: false },
    ]);
  });
});
