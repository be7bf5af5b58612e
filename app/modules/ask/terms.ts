import { stemmer } from "stemmer";
import { foldForSearch, WORD_PATTERN } from "~/db/search-text";

/**
 * How Ask reads words, on the server and in the evaluation: folded as search folds them
 * (lowercase, no diacritics), and stemmed with Porter's algorithm, the one SQLite's index
 * uses, so "pricing", "priced" and "prices" are one word to the composer and the checker too.
 */

/** The longest question read; a longer one is cut (a pasted ramble still asks its first words). */
export const MAX_QUESTION_CHARS = 500;
/** Content words a question is searched by: more narrow nothing and cost a query each. */
export const MAX_QUESTION_TERMS = 10;

/**
 * Words that carry no topic in a question: the search stop words plus the words people ask
 * with ("how do I…", "what's the best way to…", "tell me about…").
 */
const STOP_WORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by " +
    "can could did do does doing done down during each even ever every few for from further get gets getting give go goes going " +
    "good got had has have having he her here hers him his how however i if in into is it its itself just know let like make " +
    "makes making many may me might more most much must my need needs no nor not now of off on once one only or other our ours " +
    "out over own please really same say says see she should so some such tell than that thats the their theirs them then there " +
    "these they thing things this those through to too under until up us use used using very want wants was way ways we well " +
    "were what whats when where whether which while who whom whose why will with within without would yes yet you your yours " +
    "yourself best better actually explain anything something someone exactly kind lot lots put take takes come comes"
  ).split(" "),
);

/** Stems already computed: a library repeats its words, and Porter's rules cost more than a lookup. */
const stems = new Map<string, string>();
const MAX_REMEMBERED_STEMS = 200_000;

export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    if (stems.size >= MAX_REMEMBERED_STEMS) stems.clear();
    stemmed = stemmer(word);
    stems.set(word, stemmed);
  }
  return stemmed;
}

/** The folded words of a text, in order (letters and digits only). */
export function wordsOf(text: string): string[] {
  return [...foldForSearch(text).matchAll(WORD_PATTERN)].map(([word]) => word);
}

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/** The folded words of a text that carry meaning, in order, without repeats. */
export function contentWords(text: string): string[] {
  const kept = wordsOf(text).filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word)));
  return [...new Set(kept)];
}

/** The stems of a text's content words (a set, for overlap). */
export function contentStems(text: string): Set<string> {
  return new Set(contentWords(text).map(stem));
}

/**
 * A question as it is cached and stored: its first MAX_QUESTION_CHARS characters, folded,
 * with only its words, one space apart ("How do I price?" and "how do i price" are one).
 */
export function normaliseQuestion(question: string): string {
  return wordsOf(question.slice(0, MAX_QUESTION_CHARS)).join(" ");
}

/** The numbers a text states ("$1,500", "30%", "3x"), as digit runs, for the checks on numbers. */
export function numbersOf(text: string): string[] {
  return [...text.matchAll(/\d[\d,.]*/g)].map(([number]) => number.replace(/[,.]+$/, "").replace(/,/g, ""));
}
