import type { QueryWord, SearchQuery } from "./query";

/** Enough near spellings to find what was meant without making the engines merge dozens of word lists. */
const MAX_VARIANTS = 10;
/** The words a prefix most likely stands for: its shortest completions. */
const MAX_COMPLETIONS = 10;
/** Three letters begin too many words to guess which one is meant. */
const MIN_COMPLETED_PREFIX = 4;

/**
 * Typos between two words, capped: the optimal string alignment distance (an insertion, a
 * deletion, a substitution or two neighbours swapped each count one, as in Meilisearch), or
 * max + 1 as soon as it is certain to exceed max.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** The library's words, to find the ones a mistyped query word may have meant. */
export interface Vocabulary {
  /** Words within `typos` of the word (not the word itself), nearest first. */
  variantsOf(word: string, typos: number): string[];
  /** The shortest words starting with the prefix (itself included, if it is a word). */
  completionsOf(prefix: string): string[];
  readonly size: number;
}

/**
 * An index of words by first letter and length. Like Meilisearch, which counts a typo on the
 * first letter twice, the first letter must be right: it is the letter people get wrong
 * least, and it keeps the words to compare to a few hundred.
 */
export function vocabularyIndex(words: Iterable<string>): Vocabulary {
  const buckets = new Map<string, string[]>();
  const sorted = [...words].sort();
  let size = 0;
  for (const word of sorted) {
    const key = bucketKey(word[0] ?? "", word.length);
    const bucket = buckets.get(key);
    if (bucket) bucket.push(word);
    else buckets.set(key, [word]);
    size += 1;
  }
  return {
    size,
    variantsOf(word, typos) {
      if (typos === 0 || word.length === 0) return [];
      const found: { word: string; distance: number }[] = [];
      for (let length = word.length - typos; length <= word.length + typos; length += 1) {
        for (const candidate of buckets.get(bucketKey(word[0]!, length)) ?? []) {
          if (candidate === word) continue;
          const distance = typoDistance(word, candidate, typos);
          if (distance <= typos) found.push({ word: candidate, distance });
        }
      }
      return found
        .sort(
          (a, b) =>
            a.distance - b.distance ||
            Math.abs(a.word.length - word.length) - Math.abs(b.word.length - word.length) ||
            (a.word < b.word ? -1 : 1),
        )
        .slice(0, MAX_VARIANTS)
        .map((variant) => variant.word);
    },
    completionsOf(prefix) {
      const found: string[] = [];
      for (let index = firstAtOrAfter(sorted, prefix); sorted[index]?.startsWith(prefix); index += 1)
        found.push(sorted[index]!);
      return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, MAX_COMPLETIONS);
    },
  };
}

/** Binary search: the index of the first word not before `word`. */
function firstAtOrAfter(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

const bucketKey = (first: string, length: number) => `${first}${length}`;

/**
 * The query with each word's near spellings from the library (none for words too short for
 * typos), and the words a prefix of four letters or more may stand for.
 */
export function withVocabulary(query: SearchQuery, vocabulary: Vocabulary): SearchQuery {
  const words = query.words.map((word): QueryWord => ({
    ...word,
    variants: vocabulary.variantsOf(word.text, word.typos),
    completions: word.prefix && word.text.length >= MIN_COMPLETED_PREFIX ? vocabulary.completionsOf(word.text) : [],
  }));
  return { ...query, words };
}
