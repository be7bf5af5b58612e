/**
 * Marks the `<template>` elements that hold React Router's module preloads and its entry script
 * back until the page has painted (react-router-scripts.server.ts wraps them): the content of a
 * template is inert, so nothing in it is fetched or run, and the page stays valid HTML.
 */
export const AFTER_FIRST_PAINT = "data-after-first-paint";

/** Puts what a template held back into the page, where it starts as if the parser had met it. */
function release(template: HTMLTemplateElement): void {
  const held = template.content.firstElementChild;
  if (held?.localName !== "script") {
    template.replaceWith(template.content);
    return;
  }
  // A script the parser put in a template never runs, even moved out: a new one, in its place, does.
  const script = document.createElement("script");
  for (const { name, value } of held.attributes) script.setAttribute(name, value);
  script.nonce = (held as HTMLScriptElement).nonce || (held.getAttribute("nonce") ?? "");
  script.text = (held as HTMLScriptElement).text;
  template.replaceWith(script);
}

/**
 * Once the browser reports the page's first contentful paint, releases the preloads and the
 * entry script held back in the page. The report comes once that paint is on screen, which is
 * when Lighthouse dates it; a tab opened in the background paints, and so hydrates, when first
 * shown, its forms working without React meanwhile. A browser without paint timing releases
 * them two animation frames on: the first runs just before the first paint (this script waited
 * for the stylesheet), the second after it. Runs inline in the page, built on its own by
 * vite-plugins/page-scripts.ts (first-paint-starter.ts).
 */
export function startAfterFirstPaint(): void {
  const start = () => document.querySelectorAll<HTMLTemplateElement>(`template[${AFTER_FIRST_PAINT}]`).forEach(release);
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => requestAnimationFrame(start));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
}
