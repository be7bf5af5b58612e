import { Marked, type Tokens } from "marked";
import type { PlaybookPartInput } from "~/db/playbook-input";
import { escapeHtml } from "~/modules/html/escape";
import { sanitizePlaybookHtml } from "~/modules/html/sanitize.server";
import { parseTweetUrl, tweetEmbedHtml } from "~/modules/embeds/tweet";
import { structureHeadings } from "~/modules/importer/headings";
import { partSlug } from "~/modules/text/slug";
import { htmlWordCount } from "~/modules/text/html-words";

export interface ResolvedImage {
  src: string;
  width: number;
  height: number;
}

/** Maps an image path written in the Markdown (e.g. "images/x.svg") to where the site serves it. */
export type ImageResolver = (href: string) => ResolvedImage | undefined;

interface MarkdownPart {
  title: string;
  body: string;
}

/** Splits a playbook body at its level-1 headings: each one starts a part and gives its title. */
export function splitIntoParts(markdown: string): MarkdownPart[] {
  const parts: MarkdownPart[] = [];
  for (const token of new Marked().lexer(markdown)) {
    if (token.type === "heading" && token.depth === 1) {
      parts.push({ title: token.text.trim(), body: "" });
    } else if (parts.length > 0) {
      parts[parts.length - 1]!.body += token.raw;
    }
  }
  return parts;
}

/** Renders one part's Markdown to sanitized HTML, collecting its headings for the table of contents. */
export function renderPart(part: MarkdownPart, position: number, resolveImage: ImageResolver): PlaybookPartInput {
  const marked = new Marked({
    gfm: true,
    renderer: {
      image({ href, text }) {
        const image = resolveImage(href);
        if (!image) return escapeHtml(text);
        return `<img src="${escapeHtml(image.src)}" alt="${escapeHtml(text)}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async">`;
      },
      paragraph({ tokens }) {
        const only = tokens.length === 1 ? tokens[0] : undefined;
        const tweet = only?.type === "link" ? parseTweetUrl((only as Tokens.Link).href) : undefined;
        if (tweet) return `${tweetEmbedHtml(tweet)}\n`;
        if (only?.type === "image") return `<figure>${this.parser.parseInline(tokens)}</figure>\n`;
        return `<p>${this.parser.parseInline(tokens)}</p>\n`;
      },
    },
  });
  const { html, headings } = structureHeadings(sanitizePlaybookHtml(marked.parse(part.body, { async: false })));
  return {
    title: part.title,
    slug: partSlug(part.title, position),
    html,
    wordCount: htmlWordCount(html),
    headings,
    keywords: [],
  };
}
