import { ANALYTICS_ENDPOINT, VIEW_PARAM, VIEW_TIMING, type BrowserEvent, type PageEvent } from "./events";

/** The event, on the page shown now. */
export const onThisPage = (event: BrowserEvent): PageEvent => ({
  ...event,
  path: location.pathname + location.search,
});

/** This document's navigation: its Server-Timing entries, and how it was delivered. */
export const documentNavigation = () =>
  performance.getEntriesByType("navigation")[0] as
    (PerformanceNavigationTiming & { deliveryType?: string }) | undefined;

/**
 * The id the server gave this page view with its document (a Server-Timing entry), which every
 * beacon of the page presents: the server takes events only for page views it served. The
 * same for in-app navigations, which load no document.
 */
const viewId = () => documentNavigation()?.serverTiming?.find((entry) => entry.name === VIEW_TIMING)?.description;

/**
 * Sends events to the site's own endpoint in one `navigator.sendBeacon`, which survives the
 * page being closed and never delays it. Plain text, so the browser sends it without a
 * preflight. A visitor who asked not to be tracked (Do Not Track, Global Privacy Control)
 * sends nothing; failures are ignored on purpose.
 */
export function sendEvents(events: readonly PageEvent[]): void {
  try {
    if (navigator.doNotTrack !== "1" && !(navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl)
      navigator.sendBeacon(`${ANALYTICS_ENDPOINT}?${VIEW_PARAM}=${viewId()}`, JSON.stringify(events));
  } catch {
    // Analytics must never break a page.
  }
}

/** Sends one event at once: the tools' and the catalog's steps, and page views. */
export const track = (event: BrowserEvent): void => sendEvents([onThisPage(event)]);
