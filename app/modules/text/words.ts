/** Scripts written without spaces between words (Chinese, Japanese): each character counts as a word. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/**
 * Counts words in plain text: whitespace-separated runs that contain a letter or digit, and each
 * Chinese or Japanese character (a page in those scripts is otherwise a few "words" long).
 */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) {
    const unspaced = token.match(UNSPACED)?.length ?? 0;
    if (unspaced > 0) count += unspaced + (/[\p{L}\p{N}]/u.test(token.replace(UNSPACED, "")) ? 1 : 0);
    else if (/[\p{L}\p{N}]/u.test(token)) count += 1;
  }
  return count;
}

/** "1 guide" / "3 guides": the singular only when the count is exactly 1 (zero is plural). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}
