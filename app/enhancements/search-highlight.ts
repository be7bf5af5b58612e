import { foldForSearch, WORD_PATTERN } from "~/db/search-text";
import { HIGHLIGHT_PARAM } from "~/modules/catalog/search/results";

/** The name of the highlight in CSS (`::highlight(search-terms)`, app/app.css). */
export const HIGHLIGHT_NAME = "search-terms";
const MAX_WORDS = 8;

/**
 * A page opened from a search result (`?highlight=pricing tiers`, the words the result matched)
 * highlights those words in its text (`[data-highlight-scope]`) with the CSS Custom Highlight
 * API: ranges painted over the text, so nothing in the page moves, and nothing in its markup
 * changes. The bar (`[data-search-highlight]`, hidden until then, fixed to the viewport) says
 * so and offers to clear them, which also takes the parameter out of the address. Browsers
 * without the API show the page as it is. Returns the number of words highlighted.
 */
export function highlightSearchTerms(doc: Document): number {
  const view = doc.defaultView;
  const scope = doc.querySelector("[data-highlight-scope]");
  const bar = doc.querySelector<HTMLElement>("[data-search-highlight]");
  const param = view && new URL(view.location.href).searchParams.get(HIGHLIGHT_PARAM);
  const registry = view?.CSS && "highlights" in view.CSS ? view.CSS.highlights : undefined;
  if (!scope || !bar || !param || !registry || typeof view.Highlight !== "function") return 0;
  // A sentence in quotes (an Ask citation) is highlighted whole; otherwise each of the words.
  const sentence = /^\s*"(.+)"\s*$/s.exec(param)?.[1];
  const words = new Set([...foldForSearch(param).matchAll(WORD_PATTERN)].map(([word]) => word).slice(0, MAX_WORDS));
  const ranges = sentence ? sentenceRange(doc, scope, sentence) : rangesOf(doc, scope, words);
  if (ranges.length === 0) return 0;
  registry.set(HIGHLIGHT_NAME, new view.Highlight(...ranges));
  bar.querySelector("[data-search-highlight-words]")!.textContent = sentence
    ? "the cited sentence"
    : [...words].join(", ");
  if (sentence) ranges[0]!.startContainer.parentElement?.scrollIntoView({ block: "center" });
  bar.hidden = false;
  bar.querySelector("[data-search-highlight-clear]")?.addEventListener(
    "click",
    () => {
      registry.delete(HIGHLIGHT_NAME);
      bar.hidden = true;
      const url = new URL(view.location.href);
      url.searchParams.delete(HIGHLIGHT_PARAM);
      view.history.replaceState(view.history.state, "", url);
    },
    { once: true },
  );
  return ranges.length;
}

/** A range over every occurrence of the words in the text under `scope`, whatever its case or accents. */
function rangesOf(doc: Document, scope: Node, words: ReadonlySet<string>): Range[] {
  const ranges: Range[] = [];
  const walker = doc.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.nodeValue ?? "").matchAll(WORD_PATTERN)) {
      if (!words.has(foldForSearch(match[0]))) continue;
      const range = doc.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      ranges.push(range);
    }
  }
  return ranges;
}

/**
 * One range over the first place the sentence's words occur in a row under `scope`, across
 * elements (a link or bold words inside it), whatever the case, accents or punctuation.
 */
function sentenceRange(doc: Document, scope: Node, sentence: string): Range[] {
  const wanted = [...foldForSearch(sentence).matchAll(WORD_PATTERN)].map(([word]) => word);
  const found: { node: Node; start: number; end: number; word: string }[] = [];
  const walker = doc.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.nodeValue ?? "").matchAll(WORD_PATTERN))
      found.push({ node, start: match.index, end: match.index + match[0].length, word: foldForSearch(match[0]) });
  }
  if (wanted.length === 0) return [];
  const at = found.findIndex((_, index) => wanted.every((word, offset) => found[index + offset]?.word === word));
  if (at === -1) return [];
  const [first, last] = [found[at]!, found[at + wanted.length - 1]!];
  const range = doc.createRange();
  range.setStart(first.node, first.start);
  range.setEnd(last.node, last.end);
  return [range];
}
