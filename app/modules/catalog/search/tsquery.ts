import { facetToken } from "~/db/catalog-facets";
import { isShortPrefix, textWords, type QueryWord, type SearchQuery } from "./query";

/**
 * PostgreSQL to_tsquery input for a search. Every word reaching it is letters and digits
 * only (query.ts), so the only operators are the ones written here. `weights` ("A", "AB")
 * restricts the words to the title (A) or the title and description (A, B).
 */

const labelled = (word: string, prefix: boolean, weights: string) => {
  const label = `${prefix ? "*" : ""}${weights}`;
  return label ? `${word}:${label}` : word;
};

/** The word (as a prefix when it may be unfinished), or, with typos, it or any of its near spellings. */
function wordQuery(word: QueryWord, typos: boolean, weights: string): string {
  const own = labelled(word.text, word.prefix, weights);
  if (!typos || word.variants.length === 0) return own;
  return `(${[own, ...word.variants.map((variant) => labelled(variant, false, weights))].join(" | ")})`;
}

const phraseQuery = (phrase: readonly string[], weights: string) =>
  `(${phrase.map((word) => labelled(word, false, weights)).join(" <-> ")})`;

/** Every required word and phrase, ANDed (empty when the query has none). */
export function tsRequired(query: SearchQuery, typos: boolean, weights = ""): string {
  return [
    ...textWords(query).map((word) => wordQuery(word, typos, weights)),
    ...query.phrases.map((phrase) => phraseQuery(phrase, weights)),
  ].join(" & ");
}

/**
 * Each required word and phrase on its own, in the order of clauseTerms (query.ts), for the
 * passages: a word with its near spellings, a prefix by the words it likely stands for.
 */
export function tsClauses(query: SearchQuery): string[] {
  return [
    ...textWords(query).map((word) => `(${[word.text, ...word.variants, ...word.completions].join(" | ")})`),
    ...query.phrases.map((phrase) => phraseQuery(phrase, "")),
  ];
}

/** Every required word and every phrase's words in any order: a question the GIN index answers exactly. */
export function tsRequiredWords(query: SearchQuery): string {
  return [
    ...textWords(query).map((word) => wordQuery(word, false, "")),
    ...query.phrases.map((words) => `(${words.join(" & ")})`),
  ].join(" & ");
}

const isPhrase = (words: readonly string[]) => words.length > 1;

/** The required phrases of two words or more, as text to find their word pairs in (migration 0034). */
export const phraseTexts = (query: SearchQuery): string[] =>
  query.phrases.filter(isPhrase).map((phrase) => phrase.join(" "));

/** The excluded phrases of two words or more, as text to find their word pairs in. */
export const excludedPhraseTexts = (query: SearchQuery): string[] =>
  query.excluded.filter(isPhrase).map((phrase) => phrase.join(" "));

/** Any of the excluded single words, or any of the excluded phrases (each empty when none). */
export function tsExcluded(query: SearchQuery): { words: string; phrases: string } {
  const any = (excluded: readonly (readonly string[])[]) => excluded.map((words) => phraseQuery(words, "")).join(" | ");
  return {
    words: any(query.excluded.filter((words) => !isPhrase(words))),
    phrases: any(query.excluded.filter(isPhrase)),
  };
}

/**
 * A one- or two-letter last word: a title word starting so (the facet lexeme, with the '#' no
 * to_tsquery word can have, so it is written as a tsquery literal) or that very word anywhere.
 */
export function tsShortWords(query: SearchQuery): { start: string; word: string }[] {
  return query.words
    .filter(isShortPrefix)
    .map((word) => ({ start: `'#${facetToken("start", word.text)}'`, word: word.text }));
}
