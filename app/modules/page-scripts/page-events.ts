/**
 * The page moments both page scripts (analytics, enhance) act on, written once for both.
 * Import-free, since it ships in each of them.
 */

interface PrerenderingDocument extends Document {
  /** True while the page is prerendered by speculation rules and not yet shown (not in TypeScript's DOM types yet). */
  prerendering?: boolean;
}

/**
 * Runs `act` once the visitor sees the page: at once, or, when speculation rules prerendered
 * it, when it is shown. What a page records about its reader (a view, the part they reached)
 * or loads for them (a third-party widget) must not happen for a page they may never open.
 */
export function whenShown(doc: Document, act: () => void): void {
  if ((doc as PrerenderingDocument).prerendering) doc.addEventListener("prerenderingchange", act, { once: true });
  else act();
}

/**
 * Runs `update` now and after every scroll or resize. Browsers fire both at most once a frame,
 * as part of rendering (the HTML standard's "run the scroll steps" and "run the resize steps"),
 * so reading the layout in the handler costs one read per frame: no throttle is needed.
 */
export function onScrollOrResize(view: Window, update: () => void): void {
  update();
  view.addEventListener("scroll", update, { passive: true });
  view.addEventListener("resize", update);
}
