import { foldForSearch, WORD_PATTERN } from "~/db/search-text";
import { MAX_SEARCH_CLAUSES } from "./results";

/** Longer input is cut, not refused: a pasted paragraph still searches its first words. */
export const MAX_SEARCH_INPUT = 200;
const MAX_PHRASE_WORDS = 8;
const MAX_TERM_LENGTH = 40;
/** The shortest word that is a search on its own. */
const MIN_LONE_WORD = 2;

/** Meilisearch's defaults: one typo from five letters, two from nine. */
const ONE_TYPO_FROM = 5;
const TWO_TYPOS_FROM = 9;

/** Words too common to narrow a search: never searched for outside a quoted phrase. */
const STOP_WORDS = new Set(
  "a an and are as at be but by for from how i in into is it its of on or so that the their this to was what when where which who why will with you your".split(
    " ",
  ),
);

export interface QueryWord {
  /** Lowercase, without diacritics, letters and digits only. */
  text: string;
  /** The last word typed, which may be unfinished: it matches the words it begins. */
  prefix: boolean;
  /** How many typos it tolerates (0 to 2, by its length). */
  typos: number;
  /** Words of the library within its typos, filled in by withVocabulary. */
  variants: readonly string[];
  /**
   * For a prefix, the library's shortest words it begins, filled in by withVocabulary: a
   * passage is looked for by them (an engine's prefix expands to every such word of the
   * library, too many to look for in each passage).
   */
  completions: readonly string[];
}

/**
 * A visitor's search in the catalog's small query language: bare words are all required (the
 * last one typed also matches as a prefix, and long ones tolerate typos), "quoted phrases"
 * must appear with their words in order, and -word or -"a phrase" excludes playbooks that
 * contain it. Nothing else is syntax: every other character separates words, so no input can
 * reach an engine as an operator.
 */
export interface SearchQuery {
  words: readonly QueryWord[];
  phrases: readonly (readonly string[])[];
  excluded: readonly (readonly string[])[];
  /** Clauses past MAX_SEARCH_CLAUSES, left out of the search, as typed ("pricing", "\"a phrase\"", "-word"): the page says so. */
  dropped: readonly string[];
}

export const EMPTY_QUERY: SearchQuery = { words: [], phrases: [], excluded: [], dropped: [] };

/** A quoted phrase (the closing quote may be missing), or a run of anything but space and quotes. */
const TOKEN = /(-?)"([^"]*)"?|(-?)([^\s"]+)/gu;

const wordsOf = (text: string) => [...foldForSearch(text).matchAll(WORD_PATTERN)].map(([word]) => word);

const typosFor = (word: string) =>
  /\p{N}/u.test(word) ? 0 : word.length >= TWO_TYPOS_FROM ? 2 : word.length >= ONE_TYPO_FROM ? 1 : 0;

export function parseSearchQuery(input: string): SearchQuery {
  const plain: string[] = [];
  const phrases: string[][] = [];
  const excluded: string[][] = [];
  let endsWithWord = false;
  for (const match of input.slice(0, MAX_SEARCH_INPUT).normalize("NFKC").matchAll(TOKEN)) {
    const [, phraseMinus, phrase, wordMinus, bare] = match;
    const minus = phrase !== undefined ? phraseMinus : wordMinus;
    const words = wordsOf(phrase ?? bare ?? "").map((word) => word.slice(0, MAX_TERM_LENGTH));
    endsWithWord = phrase === undefined && !minus && words.length > 0;
    if (words.length === 0) continue;
    // -e-mail excludes the two words "e mail" in a row, as the engines index "e-mail".
    if (phrase !== undefined || minus) (minus ? excluded : phrases).push(words.slice(0, MAX_PHRASE_WORDS));
    else plain.push(...words);
  }
  // Stop words narrow nothing, and nor does a lone letter: asked alone, "a" or "the" would list
  // the whole library. Beside a longer word or a phrase, a letter still begins a title word.
  const meaningful = plain.filter((word) => !STOP_WORDS.has(word));
  const kept = meaningful.some((word) => word.length >= MIN_LONE_WORD) || phrases.length > 0 ? meaningful : [];
  const unique = [...new Set(kept)];
  const lastTyped = endsWithWord ? plain.at(-1) : undefined;
  const words = unique.map((text) => ({
    text,
    prefix: text === lastTyped && unique.at(-1) === text,
    typos: typosFor(text),
    variants: [],
    completions: [],
  }));
  return capped({
    words,
    phrases: dedupe(phrases.map(trimStopWords)),
    excluded: dedupe(excluded).filter((item) => item.length > 1 || !STOP_WORDS.has(item[0]!)),
    dropped: [],
  });
}

/**
 * A phrase's stop words at either end ("the model", "your offer") narrow nothing and, on
 * SQLite, would make the engine read every position of the most common words of the
 * library; PostgreSQL drops them anyway. Those inside ("list the price") keep their place.
 */
function trimStopWords(phrase: string[]): string[] {
  let start = 0;
  let end = phrase.length;
  while (start < end && STOP_WORDS.has(phrase[start]!)) start += 1;
  while (end > start && STOP_WORDS.has(phrase[end - 1]!)) end -= 1;
  return start < end ? phrase.slice(start, end) : phrase;
}

function dedupe(lists: readonly string[][]): string[][] {
  const seen = new Set<string>();
  return lists.filter((list) => !seen.has(list.join(" ")) && Boolean(seen.add(list.join(" "))));
}

const spelt = (words: readonly string[]) => (words.length === 1 ? words[0]! : `"${words.join(" ")}"`);

/**
 * At most MAX_SEARCH_CLAUSES: exclusions first (leaving one out would show what the visitor
 * asked not to see; one place is kept for a word or phrase, as exclusions alone match nothing),
 * then words, then phrases. What is left out is listed in `dropped`, so the page can say so.
 */
function capped(query: SearchQuery): SearchQuery {
  const required = query.words.length + query.phrases.length;
  const excluded = query.excluded.slice(0, MAX_SEARCH_CLAUSES - (required > 0 ? 1 : 0));
  const words = query.words.slice(0, MAX_SEARCH_CLAUSES - excluded.length);
  const phrases = query.phrases.slice(0, MAX_SEARCH_CLAUSES - excluded.length - words.length);
  const dropped = [
    ...query.words.slice(words.length).map((word) => word.text),
    ...query.phrases.slice(phrases.length).map((phrase) => `"${phrase.join(" ")}"`),
    ...query.excluded.slice(excluded.length).map((words) => `-${spelt(words)}`),
  ];
  return { words, phrases, excluded, dropped };
}

/** Whether the query asks for anything: exclusions alone match nothing. */
export function hasRequiredTerms(query: SearchQuery): boolean {
  return query.words.length > 0 || query.phrases.length > 0;
}

/** Whether any word tolerates typos and has a near spelling in the library. */
export function hasTypoVariants(query: SearchQuery): boolean {
  return query.words.some((word) => word.variants.length > 0);
}

/**
 * A word this short matches as a prefix in titles only: in every body nearly every playbook
 * has a word starting with "p", which narrows nothing and would make the engines merge the
 * lists of thousands of words.
 */
export const MIN_BODY_PREFIX = 3;
export const isShortPrefix = (word: QueryWord) => word.prefix && word.text.length < MIN_BODY_PREFIX;

/** The words searched for in the text: all but a short last word, which is a title word start. */
export const textWords = (query: SearchQuery) => query.words.filter((word) => !isShortPrefix(word));

/**
 * The query without its short last word, when other words or phrases remain: what the
 * visitor is most likely still typing lets go once it leaves no result.
 */
export function withoutShortPrefix(query: SearchQuery): SearchQuery | undefined {
  if (!query.words.some(isShortPrefix) || !hasTextTerms(query)) return undefined;
  return { ...query, words: textWords(query) };
}

/** Whether the query has words or phrases to look for in the text (not only a title word start). */
export function hasTextTerms(query: SearchQuery): boolean {
  return textWords(query).length > 0 || query.phrases.length > 0;
}

/** A word, its prefix or one of its typo variants, as the snippets and highlights look for them. */
export interface SearchTerm {
  text: string;
  prefix: boolean;
}

/** A word as the snippets and highlights look for it: a short last word only as itself. */
const termOf = (word: QueryWord): SearchTerm => ({ text: word.text, prefix: word.prefix && !isShortPrefix(word) });

/** Every word a match may contain: the words (with their near spellings) and the phrases' words. */
export function matchedTerms(query: SearchQuery): SearchTerm[] {
  return [
    ...query.words.flatMap((word) => [termOf(word), ...word.variants.map((text) => ({ text, prefix: false }))]),
    ...query.phrases.flat().map((text) => ({ text, prefix: false })),
  ];
}

/** The terms a required word or phrase is met by: any of a word's forms, every word of a phrase. */
export interface ClauseTerms {
  terms: SearchTerm[];
  every: boolean;
}

/** Each required word and phrase, in the order of the engines' clauses (fts5Clauses, tsClauses). */
export function clauseTerms(query: SearchQuery): ClauseTerms[] {
  const whole = (text: string) => ({ text, prefix: false });
  return [
    ...textWords(query).map((word) => ({
      terms: [termOf(word), ...word.variants.map(whole), ...word.completions.map(whole)],
      every: false,
    })),
    ...query.phrases.map((phrase) => ({ terms: phrase.map(whole), every: true })),
  ];
}
