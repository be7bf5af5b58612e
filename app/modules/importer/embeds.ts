import type { Element } from "domhandler";
import { type Embed, detectEmbed } from "~/modules/embeds/social";
import { parseTweetUrl } from "~/modules/embeds/tweet";
import { type CheerioAPI, normalizeSpace } from "./dom";

/**
 * Replaces social content with our own embed markup and returns what it found:
 * third-party embed code (tweet blockquotes, TikTok blockquotes, YouTube/TikTok iframes) and
 * paragraphs that hold nothing but a YouTube, TikTok or Twitter/X link. Their scripts and
 * raw markup never reach the page.
 */
export function convertEmbeds($: CheerioAPI): Embed[] {
  const found = new Map<string, Embed>();
  const replace = (element: Element, url: string | undefined) => {
    const embed = url ? detectEmbed(url) : undefined;
    if (!embed) return;
    $(element).replaceWith(embed.embedCode);
    if (!found.has(embed.originalUrl)) found.set(embed.originalUrl, embed);
  };

  $("blockquote.twitter-tweet").each((_, element) => {
    const links = $(element)
      .find("a[href]")
      .toArray()
      .map((link) => $(link).attr("href") ?? "");
    replace(
      element,
      links.find((href) => parseTweetUrl(href)),
    );
  });
  $("blockquote.tiktok-embed").each((_, element) => replace(element, $(element).attr("cite")));
  $("iframe[src]").each((_, element) => replace(element, $(element).attr("src")));
  $("p, div").each((_, element) => {
    if ($(element).children("p, div, ul, ol, table, figure, blockquote").length > 0) return;
    replace(element, standaloneUrl($, element));
  });
  return [...found.values()];
}

/** The URL a paragraph consists of: its only link (when the link is all of its text), or its text when that is a URL. */
function standaloneUrl($: CheerioAPI, element: Element): string | undefined {
  const text = normalizeSpace($(element).text());
  const links = $(element).find("a[href]");
  if (links.length === 1 && normalizeSpace(links.text()) === text) return links.attr("href");
  if (links.length === 0 && /^https?:\/\/\S+$/.test(text)) return text;
  return undefined;
}
