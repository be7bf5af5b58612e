type Tracker = (...args: unknown[]) => void;

declare global {
  interface Window {
    /** Google Analytics, when the site owner adds it. */
    gtag?: Tracker;
    /** Meta (Facebook) pixel, when the site owner adds it. */
    fbq?: Tracker;
  }
}

/**
 * Sends an analytics event to whichever trackers the page has, and does nothing when there are
 * none (the default): 'email_subscribed' is the pixel's standard 'Lead' event, others are custom.
 */
export function trackEvent(name: string, params: Record<string, string | number | boolean> = {}): void {
  if (typeof window === "undefined") return;
  try {
    window.gtag?.("event", name, params);
    if (window.fbq) {
      if (name === "email_subscribed") window.fbq("track", "Lead", params);
      else window.fbq("trackCustom", name, params);
    }
  } catch {
    // A broken third-party tracker must never break the page.
  }
}
