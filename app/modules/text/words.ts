export const WORDS_PER_MINUTE = 200;

/** Counts words in plain text: whitespace-separated runs that contain a letter or digit. */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) {
    if (/[\p{L}\p{N}]/u.test(token)) count += 1;
  }
  return count;
}

/** Minutes at 200 words per minute, rounded up (per playbook and per part). */
export function readingTimeMinutes(wordCount: number): number {
  return Math.ceil(Math.max(0, wordCount) / WORDS_PER_MINUTE);
}
