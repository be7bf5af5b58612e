import { useEffect, useRef, useState } from "react";

type Counter = (html: string) => number;

/**
 * Each part's word count by the server's rule (htmlWordCount, the one function for both),
 * counted again only for the part whose text changed: typing in one part does not re-read the
 * others. The counter (an HTML parser) is fetched with the editor, not with the manager's
 * list: undefined until it has arrived.
 */
export function useWordCounts(parts: readonly { key: number; html: string }[]): number[] | undefined {
  const [count, setCount] = useState<Counter>();
  const counted = useRef(new Map<number, { html: string; words: number }>());
  useEffect(() => {
    void import("~/modules/text/html-words").then((module) => setCount(() => module.htmlWordCount));
  }, []);
  if (!count) return undefined;
  return parts.map((part) => {
    const known = counted.current.get(part.key);
    if (known?.html === part.html) return known.words;
    const words = count(part.html);
    counted.current.set(part.key, { html: part.html, words });
    return words;
  });
}
