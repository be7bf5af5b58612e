import { ANALYTICS_ENDPOINT, type BrowserEvent } from "./events";

/**
 * Sends one event to the site's own endpoint with `navigator.sendBeacon`, which survives the
 * page being closed and never delays it; the page script and the tools' React code both use it.
 * Plain text, so the browser sends it without a preflight. A visitor who asked not to be
 * tracked (Do Not Track, Global Privacy Control) sends nothing; failures are ignored on purpose.
 */
export function track(event: BrowserEvent): void {
  try {
    if (navigator.doNotTrack !== "1" && !(navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl)
      navigator.sendBeacon(ANALYTICS_ENDPOINT, JSON.stringify({ ...event, path: location.pathname + location.search }));
  } catch {
    // Analytics must never break a page.
  }
}
