import { countWords } from "~/modules/text/words";

// A comparison as pages show it. Kept apart from the comparing itself (compare.ts, with the
// `diff` library), so a page that only shows a comparison made on the server does not ship it.

/** A stretch of text as one side of a comparison shows it. */
export interface DiffSegment {
  text: string;
  change: "same" | "removed" | "added";
}

/** Two texts side by side: the earlier with what went marked, the later with what came marked. */
export interface TextComparison {
  before: DiffSegment[];
  after: DiffSegment[];
  /** Words only in the earlier text, and only in the later one. */
  removedWords: number;
  addedWords: number;
}

/** What a long unchanged stretch is cut down to: this much on each side of the cut. */
const CONTEXT_CHARACTERS = 200;

/**
 * Segments for display: unchanged stretches longer than twice the context keep their start
 * and end (only the end before the first change, only the start after the last) around a
 * note of how many words were left out, so a small change in a long part is easy to find.
 */
export function withContext(segments: readonly DiffSegment[]): (DiffSegment | { skipped: number })[] {
  return segments.flatMap((segment, index): (DiffSegment | { skipped: number })[] => {
    if (segment.change !== "same" || segment.text.length <= CONTEXT_CHARACTERS * 2) return [segment];
    const first = index === 0;
    const last = index === segments.length - 1;
    const head = first ? "" : segment.text.slice(0, CONTEXT_CHARACTERS);
    const tail = last ? "" : segment.text.slice(-CONTEXT_CHARACTERS);
    const skipped = countWords(segment.text.slice(head.length, segment.text.length - tail.length));
    return [
      ...(head ? [{ text: head, change: "same" as const }] : []),
      { skipped },
      ...(tail ? [{ text: tail, change: "same" as const }] : []),
    ];
  });
}
