import { useEffect } from "react";

declare global {
  interface Window {
    twttr?: { widgets?: { load(): void } };
  }
}

const WIDGET_SRC = "https://platform.twitter.com/widgets.js";
const DELAY_MS = 500;

/**
 * Loads the tweet widget about half a second after the page, and only on pages that embed
 * a tweet: the embeds read as plain quotes until then, and other pages never load it.
 */
export function TweetWidgetLoader() {
  useEffect(() => {
    const timer = setTimeout(() => {
      if (document.querySelector(`script[src="${WIDGET_SRC}"]`)) {
        // Loaded by an earlier page: ask it to render this page's embeds.
        window.twttr?.widgets?.load();
        return;
      }
      const script = document.createElement("script");
      script.src = WIDGET_SRC;
      script.async = true;
      script.charset = "utf-8";
      document.body.appendChild(script);
    }, DELAY_MS);
    document.addEventListener("securitypolicyviolation", reloadWhenWidgetBlocked);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("securitypolicyviolation", reloadWhenWidgetBlocked);
    };
  }, []);
  return null;
}

/**
 * The content security policy is the one the first page of the visit came with, and only
 * pages with tweets allow the widget. Arriving here by a client-side navigation from
 * another page, the widget is refused: load this page as a document once, with its own policy.
 */
function reloadWhenWidgetBlocked(event: SecurityPolicyViolationEvent) {
  if (!event.blockedURI.startsWith(WIDGET_SRC)) return;
  const once = `tweet-widget-reloaded:${window.location.pathname}`;
  if (sessionStorage.getItem(once)) return;
  sessionStorage.setItem(once, "1");
  window.location.reload();
}
