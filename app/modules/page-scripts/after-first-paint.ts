import { ADMIN_HOME } from "~/modules/auth/redirect";

/**
 * Marks React Router's module preloads and its entry script in a page's HTML as held back
 * until the page has painted; the attribute's value is what each becomes then (a preload's
 * `rel`, the script's `type`). See react-router-scripts.server.ts for the rewrite.
 */
export const AFTER_FIRST_PAINT = "data-after-first-paint";

/**
 * Whether a hydrated page fetches React only once it has painted. Every page does but the
 * admin's: a signed-in owner's working screens, never indexed, whose modules come from the
 * browser's cache after the first visit, where hydrating at once makes a click work soonest.
 */
export function hydratesAfterFirstPaint(pathname: string): boolean {
  return pathname !== ADMIN_HOME && !pathname.startsWith(`${ADMIN_HOME}/`);
}

/**
 * Runs in the browser, inline in the page (hence no reference to anything outside it): once
 * the browser reports the page's first contentful paint, starts the module preloads and the
 * entry script held back by `attribute`. The report comes once that paint is on screen, which
 * is when Lighthouse dates it; a tab opened in the background paints, and so hydrates, when
 * first shown, its forms working without React meanwhile. A browser without paint timing
 * starts them two animation frames on: the first runs just before the first paint (this
 * script waited for the stylesheet), the second after it.
 */
export function startAfterFirstPaint(attribute: string): void {
  const start = () => {
    for (const element of document.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
      const becomes = element.getAttribute(attribute)!;
      element.removeAttribute(attribute);
      if (element instanceof HTMLLinkElement) {
        element.rel = becomes;
      } else if (element instanceof HTMLScriptElement) {
        // A script whose type changes does not run: a new one, in its place, does.
        const script = document.createElement("script");
        script.type = becomes;
        script.nonce = element.nonce;
        script.text = element.text;
        element.replaceWith(script);
      }
    }
  };
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
