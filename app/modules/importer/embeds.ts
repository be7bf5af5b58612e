import type { AnyNode, Element } from "domhandler";
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
  const replace = (element: AnyNode, url: string | undefined) => {
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
  // Standalone links: start from the links and bare URLs (few) rather than every paragraph (many).
  $("a[href]").each((_, link) => {
    const href = $(link).attr("href")!;
    // Most links lead elsewhere: the address is checked before the paragraph around it is looked for.
    if (!detectEmbed(href)) return;
    const paragraph = $(link).closest("p, div").get(0);
    if (paragraph && normalizeSpace($(paragraph).text()) === normalizeSpace($(link).text())) replace(paragraph, href);
  });
  for (const node of $("p, div").contents().toArray()) {
    if (node.type !== "text" || !BARE_URL.test(node.data)) continue;
    const paragraph = node.parent as Element;
    if (normalizeSpace($(paragraph).text()) === node.data.trim()) replace(paragraph, node.data.trim());
  }
  return [...found.values()];
}

const BARE_URL = /^\s*https?:\/\/\S+\s*$/;
