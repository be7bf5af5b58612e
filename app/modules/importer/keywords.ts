import { FOCUS_KEYWORD_LIMIT, KEYWORD_LIMIT } from "./limits";
import { STOP_WORDS } from "./stop-words";

/** Spec rule: words longer than 3 characters that are not stop words, the 10 most frequent. */
export function extractKeywords(text: string, limit = KEYWORD_LIMIT): string[] {
  const counts = new Map<string, number>();
  const normalized = text.toLowerCase().replaceAll("’", "'");
  for (const match of normalized.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu)) {
    const word = match[0].replace(/['-]+$/, "");
    if (word.length <= 3 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  // Ties keep first-seen order (Map iteration order), so the result is stable.
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([word]) => word);
}

/** Up to 5 focus keywords: the keywords that appear in the title first, then the most frequent. */
export function focusKeywords(title: string, keywords: readonly string[]): string[] {
  const titleWords = new Set(title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const inTitle = keywords.filter((keyword) => titleWords.has(keyword));
  return [...new Set([...inTitle, ...keywords])].slice(0, FOCUS_KEYWORD_LIMIT);
}
