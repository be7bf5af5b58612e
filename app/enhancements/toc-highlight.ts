import { onScrollOrResize } from "~/modules/page-scripts/page-events";

/** Headings above this share of the viewport's height count as reached... */
const READING_LINE = 0.25;

/**
 * ...and always a heading where a jump to it (from the list) puts it, below the sticky header.
 * At the very end of the page every heading on screen counts as reached, so a short last
 * section can still become current.
 */
export function readingLine(viewportHeight: number, jumpOffset: number, atEnd: boolean): number {
  return atEnd ? viewportHeight : Math.max(viewportHeight * READING_LINE, jumpOffset + 1);
}

/** The section being read: the last heading whose top has reached the line (-1 above the first one). */
export function currentHeading(tops: readonly number[], line: number): number {
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
  const root = doc.documentElement;
  const pixels = (value: string) => Number.parseFloat(value) || 0;
  const jumpOffset =
    pixels(view.getComputedStyle(root).scrollPaddingTop) + pixels(view.getComputedStyle(headings[0]!).scrollMarginTop);
  let current: string | undefined;
  onScrollOrResize(view, () => {
    const atEnd = view.scrollY + view.innerHeight >= root.scrollHeight - 2;
    const line = readingLine(view.innerHeight, jumpOffset, atEnd);
    const id =
      headings[
        currentHeading(
          headings.map((heading) => heading.getBoundingClientRect().top),
          line,
        )
      ]?.id;
    if (id === current) return;
    current = id;
    for (const link of links) {
      if (id !== undefined && target(link) === id) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    }
  });
}
