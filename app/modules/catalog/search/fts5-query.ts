import { facetToken } from "~/db/catalog-facets";
import { isShortPrefix, textWords, type QueryWord, type SearchQuery } from "./query";

/**
 * SQLite FTS5 query strings for a search. Every word reaching them is letters and digits
 * only (query.ts), always in double quotes, so the only operators are the ones written here.
 */

const quoted = (words: readonly string[]) => `"${words.join(" ")}"`;

/** The word (as a prefix when it may be unfinished), or, with typos, it or any of its near spellings. */
function wordQuery(word: QueryWord, typos: boolean): string {
  const own = `${quoted([word.text])}${word.prefix ? "*" : ""}`;
  if (!typos || word.variants.length === 0) return own;
  return `(${[own, ...word.variants.map((variant) => quoted([variant]))].join(" OR ")})`;
}

/** Every required word and phrase, ANDed (empty when the query has none). */
export function fts5Required(query: SearchQuery, typos: boolean): string {
  return [
    ...textWords(query).map((word) => wordQuery(word, typos)),
    ...query.phrases.map((phrase) => quoted(phrase)),
  ].join(" AND ");
}

/**
 * Each required word and phrase on its own, in the order of clauseTerms (query.ts), for the
 * passages: a word with its near spellings, a prefix by the words it likely stands for.
 */
export function fts5Clauses(query: SearchQuery): string[] {
  return [
    ...textWords(query).map((word) =>
      [word.text, ...word.variants, ...word.completions].map((text) => quoted([text])).join(" OR "),
    ),
    ...query.phrases.map((phrase) => quoted(phrase)),
  ];
}

/** Any of the excluded words and phrases (empty when none). */
export function fts5Excluded(query: SearchQuery): string {
  return query.excluded.map((words) => quoted(words)).join(" OR ");
}

/**
 * A one- or two-letter last word: a title word starting so (an exact token among the facets,
 * catalog-facets.ts) or that very word anywhere, both single entries in the index.
 */
export function fts5ShortWords(query: SearchQuery): string[] {
  return query.words
    .filter(isShortPrefix)
    .map(
      (word) =>
        `({facets}: ${quoted([facetToken("start", word.text)])} OR {title description body}: ${quoted([word.text])})`,
    );
}
