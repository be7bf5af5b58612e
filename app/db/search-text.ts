/**
 * How search compares words, shared by what is stored (the vocabulary of the typo tolerance)
 * and what is asked (a visitor's query, the words highlighted on a page): lowercase, without
 * diacritics, so "Café" and "cafe" are one word, as both engines' indexes see them (SQLite's
 * `remove_diacritics 2`, PostgreSQL's `unaccent` in migration 0032). Free of server code: the
 * page scripts use it too.
 */
export function foldForSearch(text: string): string {
  const lower = text.toLowerCase();
  // Most text is plain ASCII, which needs no decomposition.
  return /[^\p{ASCII}]/u.test(lower) ? lower.normalize("NFKD").replace(/\p{M}/gu, "") : lower;
}

/** Runs of letters and digits: the words of a text, as the engines' tokenizers split it. */
export const WORD_PATTERN = /[\p{L}\p{N}]+/gu;

/**
 * The shortest word a typo can be made in: a query word needs five letters before it tolerates
 * one typo, so the words it may have meant have at least four.
 */
export const MIN_VOCABULARY_WORD = 4;
export const MAX_VOCABULARY_WORD = 40;
const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * The distinct words of the texts that a mistyped query word may be corrected to, folded and
 * sorted (a stable insertion order keeps concurrent writers from deadlocking on PostgreSQL).
 * Numbers and words with digits are left out: "2024" is not a typo of "2025".
 */
export function vocabularyWords(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const [word] of foldForSearch(text).matchAll(WORD_PATTERN)) {
      if (word.length >= MIN_VOCABULARY_WORD && word.length <= MAX_VOCABULARY_WORD && LETTERS_ONLY.test(word))
        words.add(word);
    }
  }
  return [...words].sort();
}

/**
 * PostgreSQL's text search configuration for every search document and query: English
 * stemming after `unaccent` (migration 0032).
 */
export const POSTGRES_SEARCH_CONFIGURATION = "playbook_english";
