import { onScrollOrResize } from "~/modules/page-scripts/page-events";

/** Scroll position over scrollable height, capped at 100%; 100% when nothing scrolls. */
export function scrollProgress(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100));
}

/**
 * The part reader's progress bar (`data-reading-progress`, a progressbar whose first child is
 * the fill): shown once it can move, then kept at the scroll position.
 */
export function enhanceReadingProgress(doc: Document): void {
  const view = doc.defaultView;
  const bar = doc.querySelector<HTMLElement>("[data-reading-progress]");
  const fill = bar?.firstElementChild as HTMLElement | null | undefined;
  if (!view || !bar || !fill) return;
  bar.hidden = false;
  onScrollOrResize(view, () => {
    const progress = scrollProgress(view.scrollY, doc.documentElement.scrollHeight, view.innerHeight);
    // A transform moves the fill without laying the page out again.
    fill.style.transform = `scaleX(${progress / 100})`;
    bar.setAttribute("aria-valuenow", String(Math.round(progress)));
  });
}
