import { onScrollFrame } from "./scroll-frame";

/** Where reading happens: headings above this share of the viewport's height have been reached. */
const READING_LINE = 0.25;

/**
 * The section being read: the last heading whose top has passed the reading line (-1 above the
 * first one). At the very end of the page every heading on screen counts as passed, so a short
 * last section can still become current.
 */
export function currentHeading(tops: readonly number[], viewportHeight: number, atEnd: boolean): number {
  const line = atEnd ? viewportHeight : viewportHeight * READING_LINE;
  return tops.findLastIndex((top) => top <= line);
}

/**
 * Each "On this page" list (`data-toc`) marks the link of the section being read with
 * `aria-current="location"`, which its styles highlight.
 */
export function enhanceTocHighlight(doc: Document): void {
  const view = doc.defaultView;
  const links = [...doc.querySelectorAll<HTMLAnchorElement>("[data-toc] a[href^='#']")];
  const target = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));
  const headings = [...new Set(links.map(target))]
    .map((id) => doc.getElementById(id))
    .filter((heading) => heading !== null);
  if (!view || headings.length === 0) return;
  let current: string | undefined;
  onScrollFrame(view, () => {
    const root = doc.documentElement;
    const atEnd = view.scrollY + view.innerHeight >= root.scrollHeight - 2;
    const tops = headings.map((heading) => heading.getBoundingClientRect().top);
    const id = headings[currentHeading(tops, view.innerHeight, atEnd)]?.id;
    if (id === current) return;
    current = id;
    for (const link of links) {
      if (id !== undefined && target(link) === id) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    }
  });
}
