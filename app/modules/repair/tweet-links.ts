import type { AnyNode } from "domhandler";
import { parseTweetUrl, tweetEmbedHtml } from "~/modules/embeds/tweet";
import { normalizeSpace, parseHtml } from "~/modules/importer/dom";

export interface TweetLinkFix {
  html: string;
  /** The status links that were turned into embeds, in order. */
  converted: string[];
}

const BLOCKS = "p, li, div, h2, h3, h4, td, figcaption";

/**
 * The Twitter Embed Fixer's rule for one part: a tweet or X status link not yet inside an
 * embed becomes one. A paragraph that is only the link (or the bare URL) is replaced by the
 * embed; a link inside running text keeps its text and gets the embed right after its block.
 */
export function embedTweetLinks(html: string): TweetLinkFix {
  const $ = parseHtml(html);
  const converted: string[] = [];
  const embedAfter = new Map<AnyNode, string[]>();

  $("a[href]").each((_, link) => {
    const href = $(link).attr("href")!;
    const tweet = parseTweetUrl(href);
    if (!tweet || $(link).closest("blockquote.twitter-tweet").length > 0) return;
    converted.push(href);
    const block = $(link).closest(BLOCKS).get(0);
    if (block && normalizeSpace($(block).text()) === normalizeSpace($(link).text())) {
      $(block).replaceWith(tweetEmbedHtml(tweet));
    } else if (block) {
      embedAfter.set(block, [...(embedAfter.get(block) ?? []), tweetEmbedHtml(tweet)]);
    } else {
      $(link).replaceWith(tweetEmbedHtml(tweet));
    }
  });
  for (const [block, embeds] of embedAfter) $(block).after(embeds.join(""));

  for (const node of $(BLOCKS).contents().toArray()) {
    if (node.type !== "text") continue;
    const text = node.data.trim();
    const tweet = parseTweetUrl(text);
    const block = node.parent;
    if (!tweet || !block || normalizeSpace($(block).text()) !== text) continue;
    converted.push(text);
    $(block).replaceWith(tweetEmbedHtml(tweet));
  }
  return { html: converted.length > 0 ? $.html() : html, converted };
}
