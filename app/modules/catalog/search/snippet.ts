import { foldForSearch } from "~/db/search-text";
import type { SearchTerm } from "./query";

/**
 * Search snippets mark matched words with two private-use characters instead of HTML, so
 * a snippet is always rendered as text and playbook content can never inject markup.
 */
export const SNIPPET_START = "\uE000";
export const SNIPPET_END = "\uE001";

const WORDS_BEFORE = 6;
const WORDS_AFTER = 12;

export interface SnippetPiece {
  text: string;
  marked: boolean;
}

/** "a \uE000b\uE001 c" -> [a ], [b (marked)], [ c]. */
export function snippetPieces(snippet: string): SnippetPiece[] {
  const pieces: SnippetPiece[] = [];
  for (const [index, chunk] of snippet.split(SNIPPET_START).entries()) {
    if (index === 0) {
      if (chunk) pieces.push({ text: chunk, marked: false });
      continue;
    }
    const [marked = "", ...rest] = chunk.split(SNIPPET_END);
    if (marked) pieces.push({ text: marked, marked: true });
    const after = rest.join("");
    if (after) pieces.push({ text: after, marked: false });
  }
  return pieces;
}

interface Stem {
  stem: string;
  /** A short whole-word term ("ai") must match exactly, not as the start of a longer word. */
  whole: boolean;
}

/**
 * What a term finds. The engines stem ("pricing" finds "priced"), so a longer term matches
 * the words that start with its stem.
 */
function stemsOf(terms: readonly SearchTerm[]): Stem[] {
  return terms.map((term) => ({
    stem: term.text.length > 4 ? term.text.replace(/(ing|ed|es|ers|er|ly|s)$/, "") : term.text,
    whole: !term.prefix && term.text.length <= 4,
  }));
}

function termMatcher(terms: readonly SearchTerm[]): (word: string) => boolean {
  const stems = stemsOf(terms);
  return (word) => {
    const folded = foldForSearch(word);
    return stems.some(({ stem, whole }) => (whole ? folded === stem : folded.startsWith(stem)));
  };
}

/**
 * Finds where the first word a term finds probably starts: one native search instead of a
 * walk through every word of a long body. It does not fold accents, so it can miss (-1) or
 * come late; the word walk that follows decides.
 */
function firstHitPattern(terms: readonly SearchTerm[]): RegExp {
  const alternatives = stemsOf(terms).map(({ stem, whole }) => (whole ? `${stem}(?![\\p{L}\\p{N}])` : stem));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})`, "iu");
}

/** Tells whether a text has a word that each term finds (`every`), or that any of them finds. */
export function termsFinder(terms: readonly SearchTerm[], every: boolean): (text: string) => boolean {
  const matchers = every ? terms.map((term) => termMatcher([term])) : [termMatcher(terms)];
  return (text) => {
    const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
    return matchers.every((matches) => words.some(matches));
  };
}

/**
 * Lists the distinct words of a text that the terms find, folded ("pricing", "priced"), at
 * most `limit`: what the page a result opens highlights. Built once for many texts.
 */
export function matchedWordsFinder(terms: readonly SearchTerm[]): (text: string, limit: number) => string[] {
  if (terms.length === 0) return () => [];
  const matches = termMatcher(terms);
  // Only the words starting like a term are looked at, found natively in the folded text.
  const candidates = new RegExp(`${firstHitPattern(terms).source}[\\p{L}\\p{N}]*`, "gu");
  return (text, limit) => {
    const found = new Set<string>();
    for (const [word] of foldForSearch(text).matchAll(candidates)) {
      if (matches(word)) found.add(word);
      if (found.size === limit) break;
    }
    return [...found];
  };
}

const NON_ASCII_LETTER = /(?![a-z])\p{L}/iu;

/** Characters kept before the first hit: comfortably more than WORDS_BEFORE words. */
const LEAD_CHARS = 300;

/**
 * Makes short passages of texts around the first word a search term found, with every
 * matched word in it marked (undefined when no word matches). Reads only as far as the
 * passage ends; the terms' patterns are built once for all the texts.
 */
export function snippetMaker(terms: readonly SearchTerm[]): (text: string) => string | undefined {
  const firstHit = firstHitPattern(terms);
  const matches = termMatcher(terms);
  return (text) => {
    const hit = text.search(firstHit);
    // Only folding accents could still find a word the pattern missed.
    if (hit === -1 && !NON_ASCII_LETTER.test(text)) return undefined;
    let from = Math.max(0, hit - LEAD_CHARS);
    // Start on a whole word.
    while (from > 0 && from < hit && /[\p{L}\p{N}]/u.test(text[from - 1]!)) from += 1;
    return passage(text.slice(from), matches, from > 0);
  };
}

function passage(text: string, matches: (word: string) => boolean, textBefore: boolean): string | undefined {
  const words: RegExpExecArray[] = [];
  let first = -1;
  let more = false;
  for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (first !== -1 && words.length > first + WORDS_AFTER) {
      more = true;
      break;
    }
    words.push(word);
    if (first === -1 && matches(word[0])) first = words.length - 1;
  }
  if (first === -1) return undefined;
  const start = Math.max(0, first - WORDS_BEFORE);
  let snippet = textBefore || start > 0 ? "…" : "";
  let cursor = words[start]!.index;
  for (const word of words.slice(start)) {
    snippet += text.slice(cursor, word.index).replace(/\s+/g, " ");
    snippet += matches(word[0]) ? `${SNIPPET_START}${word[0]}${SNIPPET_END}` : word[0];
    cursor = word.index + word[0].length;
  }
  const tail = text.slice(cursor, cursor + 1);
  return `${snippet}${/[.!?]/.test(tail) ? tail : ""}${more ? "…" : ""}`;
}
