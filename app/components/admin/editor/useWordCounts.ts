import { useRef } from "react";
import { htmlWordCount } from "~/modules/text/html-words";

/**
 * Each part's word count by the server's rule, counted again only for the part whose text
 * changed: typing in one part does not re-read the others.
 */
export function useWordCounts(parts: readonly { key: number; html: string }[]): number[] {
  const counted = useRef(new Map<number, { html: string; words: number }>());
  return parts.map((part) => {
    const known = counted.current.get(part.key);
    if (known?.html === part.html) return known.words;
    const words = htmlWordCount(part.html);
    counted.current.set(part.key, { html: part.html, words });
    return words;
  });
}
