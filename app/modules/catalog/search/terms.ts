/** Longer input is cut, not refused: a pasted paragraph still searches its first words. */
export const MAX_SEARCH_INPUT = 200;
export const MAX_SEARCH_TERMS = 8;
const MAX_TERM_LENGTH = 40;
/**
 * Only the last term matches as a prefix (it may still be being typed); the others match
 * whole words, which both engines stem ("pricing" finds "priced"). Prefixes of many terms
 * would make the engines merge many word lists for little gain. Shorter terms match whole
 * words only: prefix-matching "a" would match nearly everything.
 */
const MIN_PREFIX_LENGTH = 3;

/** Words too common to narrow a search; dropped unless the query has nothing else. */
const STOP_WORDS = new Set(
  "a an and are as at be but by for from how i in into is it its of on or so that the their this to was what when where which who why will with you your".split(
    " ",
  ),
);

export interface SearchTerm {
  text: string;
  prefix: boolean;
}

/**
 * Turns whatever a visitor typed into plain words (letters and digits only). Quotes,
 * operators of either search engine, SQL and emoji never reach a query, so no input can
 * make a search fail.
 */
export function searchTerms(input: string): SearchTerm[] {
  const words =
    input
      .slice(0, MAX_SEARCH_INPUT)
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return [...new Set(meaningful.length > 0 ? meaningful : words)]
    .slice(0, MAX_SEARCH_TERMS)
    .map((word) => word.slice(0, MAX_TERM_LENGTH))
    .map((text, index, all) => ({ text, prefix: index === all.length - 1 && text.length >= MIN_PREFIX_LENGTH }));
}

/** SQLite FTS5 query: every term as a quoted string (optionally a prefix), all required. */
export function fts5Query(terms: readonly SearchTerm[]): string {
  return terms.map((term) => `"${term.text}"${term.prefix ? "*" : ""}`).join(" ");
}

/**
 * PostgreSQL to_tsquery input: terms joined with &, prefixes as :*. `weights` ("A", "AB")
 * restricts matches to the title (A) or title and description (B).
 */
export function tsQuery(terms: readonly SearchTerm[], weights = ""): string {
  return terms
    .map((term) => {
      const label = `${term.prefix ? "*" : ""}${weights}`;
      return label ? `${term.text}:${label}` : term.text;
    })
    .join(" & ");
}

/** The distinct three-letter sequences of the terms, used for the typo-tolerant title fallback. */
export function trigrams(terms: readonly SearchTerm[]): string[] {
  const grams = new Set<string>();
  for (const { text } of terms) {
    for (let index = 0; index + 3 <= text.length; index += 1) grams.add(text.slice(index, index + 3));
  }
  return [...grams];
}
