import { whenShown } from "~/modules/page-scripts/page-events";

export const TWEET_WIDGET_SRC = "https://platform.twitter.com/widgets.js";
const DELAY_MS = 500;

/**
 * Loads the tweet widget about half a second after the page has loaded, and only on pages that
 * embed a tweet (`data-tweet-widget`): the embeds read as plain quotes until then, and the
 * widget never competes with the page itself. The page's policy allows the widget's origin
 * (app/entry.server.tsx).
 */
export function loadTweetWidget(doc: Document): void {
  const view = doc.defaultView;
  if (!view || !doc.querySelector("[data-tweet-widget]")) return;
  const append = () => {
    const script = doc.createElement("script");
    script.src = TWEET_WIDGET_SRC;
    script.async = true;
    script.charset = "utf-8";
    doc.body.append(script);
  };
  const afterLoad = () => view.setTimeout(append, DELAY_MS);
  whenShown(doc, () => {
    if (doc.readyState === "complete") afterLoad();
    else view.addEventListener("load", afterLoad, { once: true });
  });
}
