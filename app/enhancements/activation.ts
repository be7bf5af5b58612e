interface PrerenderingDocument extends Document {
  /** True while the page is prerendered by speculation rules and not yet shown (not in TypeScript's DOM types yet). */
  prerendering?: boolean;
}

/**
 * Runs `act` once the visitor sees the page: at once, or, when speculation rules prerendered
 * it, when it is shown. What a page records about its reader (the part they reached) or loads
 * for them (a third-party widget) must not happen for a page they may never open.
 */
export function whenShown(doc: Document, act: () => void): void {
  if ((doc as PrerenderingDocument).prerendering) doc.addEventListener("prerenderingchange", act, { once: true });
  else act();
}
