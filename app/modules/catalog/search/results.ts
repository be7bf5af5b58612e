/** What a search answers beside the playbooks, as the catalog and the search dialog show it. */

/**
 * How a search matched when nothing matched as typed: by near spellings of its words, or,
 * when even those occur nowhere, by titles that look like the query. False when exactly.
 */
export type Approximation = false | "spellings" | "titles";

/** Words, phrases and exclusions together that one search takes (app/modules/catalog/search/query.ts). */
export const MAX_SEARCH_CLAUSES = 8;

/**
 * What the catalog and the search dialog say when a search had more terms than are searched
 * (MAX_SEARCH_CLAUSES): which were left out, so none is dropped without a word.
 */
export function leftOutNote(dropped: readonly string[]): string | undefined {
  if (dropped.length === 0) return undefined;
  return `A search takes ${MAX_SEARCH_CLAUSES} terms at most (exclusions first), so these were left out: ${dropped.join(", ")}.`;
}

/**
 * What the catalog and the search dialog say when a search was only a lone letter or words too
 * common to narrow anything ("a", "the"): it searched for nothing, rather than list the library.
 */
export function vagueSearchNote(search: string): string {
  return `“${search}” is too short or too common to search for: type a longer word.`;
}

/** Where a search result leads: the passage that matched best, with why. */
export interface SearchPassage {
  /** The part, at the heading, with the matched words to highlight on arrival. */
  href: string;
  partTitle: string;
  /** The section's heading; the part's title at its top. */
  heading: string;
  /** The words around the first match, marked (snippet.ts); absent when only the heading matched. */
  snippet?: string;
}

/** The query parameter the part page's highlight script reads (app/enhancements/search-highlight.ts). */
export const HIGHLIGHT_PARAM = "highlight";

/** What the search dialog asks (GET /api/search?search=…) and gets: JSON, read by app/enhancements/search-dialog. */
export const SEARCH_API = "/api/search";

export interface SearchAnswer {
  /** The search as the server read it. */
  search: string;
  total: number;
  approximate: Approximation;
  /** Terms left out of the search (past the most it takes), as typed. */
  dropped: string[];
  /** The search was only a lone letter or stop words: nothing was searched (vagueSearchNote). */
  vague: boolean;
  results: {
    title: string;
    /** The playbook's overview. */
    href: string;
    /** Its best passages, best first. */
    passages: SearchPassage[];
  }[];
  /** Every result, with the catalog's filters: the same search on /catalog. */
  catalogHref: string;
}
