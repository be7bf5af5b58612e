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
 * the frame that first paints the page is done, starts the module preloads and the entry
 * script held back by `attribute`. Two animation frames: the first callback runs just before
 * that first paint (the stylesheet has loaded by then, since this script waited for it), the
 * second once it is on screen. A tab opened in the background runs no frame, so it hydrates
 * when first shown; its forms work without React meanwhile.
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
  requestAnimationFrame(() => requestAnimationFrame(start));
}
