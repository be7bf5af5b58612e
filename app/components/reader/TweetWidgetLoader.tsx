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
    return () => clearTimeout(timer);
  }, []);
  return null;
}
