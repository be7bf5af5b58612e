import type { AnyNode, Document, Element, Text } from "domhandler";
import { type CheerioAPI, isElement, normalizeSpace, textOf } from "./dom";

/**
 * Site chrome that sits inside an article's own markup, where neither the page-furniture rules
 * nor Readability reach it: wiki edit links, tables of contents, footnote markers, "Jump to"
 * links, share bars, related-post lists, comment threads and cookie banners.
 */
const CHROME_SELECTORS = [
  // Edit links and the "From Wikipedia" / "Jump to" lines of a saved wiki page.
  ".mw-editsection",
  ".editsection",
  "#siteSub",
  "#contentSub",
  "#jump-to-nav",
  ".mw-jump",
  ".mw-jump-link",
  "a.skip-link",
  ".skip-link",
  ".hatnote",
  ".navbox",
  ".noprint",
  "#toc",
  ".toc",
  "#mw-toc-heading",
  "[role=doc-toc]",
  // Footnote markers: the superscript link, not the note it points to.
  "sup.reference",
  "sup.noprint",
  "a.footnote-ref",
  "a[role=doc-noteref]",
  // Permalink anchors beside headings ("#", "¶", "🔗").
  "a.anchor",
  "a.headerlink",
  "a.heading-link",
  "a.header-anchor",
  "a.anchor-link",
  "a.permalink",
].join(", ");

/** The text of a heading's permalink: a link to its own section that reads as a symbol. */
const PERMALINK_TEXT = /^[#¶§🔗⚓]$/u;

/** Class or id words that name chrome, matched as whole words ("share-bar", "related_posts", "cookie-notice"). */
const CHROME_NAME =
  /(^|[\s_-])(share|sharing|sharedaddy|social-share|share-buttons|sharebar|related|related-posts|relatedposts|jp-relatedposts|yarpp|more-stories|recommended|read-next|comments?|comment-list|commentlist|comment-respond|disqus_thread|disqus|cookie|cookies|cookie-banner|cookie-notice|consent|gdpr|table-of-contents|newsletter-signup|subscribe-box|breadcrumbs?|author-bio|post-navigation|byline-share)([\s_-]|$)/i;

/** Headings that open a chrome section, the section going with them. */
const CHROME_HEADING =
  /^(contents|table of contents|on this page|in this article|(\d+\s+)?comments?|(\d+\s+)?responses?|leave a (reply|comment)|join the discussion|related( (posts|articles|stories|reading|content|links))?|you (may|might) also like|more (from|stories|articles)\b.*|recommended( for you)?|read (more|next)|share( this( (post|article|page|story))?)?|advertisement|sponsored( content)?|popular( (posts|stories))?|trending( now)?|most (read|popular))[.:!]?$/i;

/** Text that marks a short block as a cookie or consent banner. */
const COOKIE_TEXT =
  /\b(we use cookies|this (site|website) uses cookies|accept (all )?cookies|cookie (policy|settings|preferences))\b/i;
const BANNER_MAX_CHARS = 600;

/** A "Jump to navigation" or "Skip to content" line. */
const JUMP_TEXT = /^(jump|skip) to\b/i;

/** Footnote and edit markers written as text (copied wiki text), cut outside code: "[1]", "[12]", "[a]", "[edit]", "[citation needed]". */
const TEXT_MARKER = /\[(\d{1,3}|[a-z]|edit|edit source|citation needed|note \d+|nb \d+)\]/gi;

/**
 * Removes chrome in place. A block named like chrome is only removed when it is small beside the
 * page (a "comments-enabled" wrapper around the whole article is not chrome).
 */
export function removeChrome($: CheerioAPI): void {
  $(CHROME_SELECTORS).remove();
  const pageText = textOf($, $.root().get(0)!).length;
  $("[class], [id]")
    .filter((_, element) => isNamedChrome(element) && textOf($, element).length < pageText / 3)
    .remove();
  $("h1 a[href^='#'], h2 a[href^='#'], h3 a[href^='#'], h4 a[href^='#'], h5 a[href^='#'], h6 a[href^='#']")
    .filter((_, link) => PERMALINK_TEXT.test(textOf($, link)))
    .remove();
  removeChromeSections($);
  const lines: Element[] = [];
  const shortBlock = (text: Text, maxChars: number) => {
    const block = $(text).closest(BLOCKS).get(0);
    if (block && isElement(block) && textOf($, block).length <= maxChars) lines.push(block);
  };
  for (const text of textNodes($.root().get(0)!)) {
    if (JUMP_TEXT.test(text.data.trimStart())) shortBlock(text, JUMP_MAX_CHARS);
    else if (COOKIE_TEXT.test(text.data)) shortBlock(text, BANNER_MAX_CHARS);
    else if (text.data.includes("[")) text.data = text.data.replace(TEXT_MARKER, "");
  }
  $(lines).remove();
}

const BLOCKS = "p, div, section, aside, li, dl, table, header, footer";
const JUMP_MAX_CHARS = 120;

/** Every text node outside code and preformatted text, in document order. */
function textNodes(root: AnyNode): Text[] {
  const found: Text[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === "text") found.push(node as Text);
    else if (isElement(node) && !["pre", "code", "script", "style"].includes(node.tagName)) node.children.forEach(walk);
    else if (node.type === "root") (node as Document).children.forEach(walk);
  };
  walk(root);
  return found;
}

function isNamedChrome(element: Element): boolean {
  if (["html", "body", "main", "article"].includes(element.tagName)) return false;
  return CHROME_NAME.test(element.attribs.class ?? "") || CHROME_NAME.test(element.attribs.id ?? "");
}

export function isChromeHeading(text: string): boolean {
  return CHROME_HEADING.test(normalizeSpace(text));
}

/** A chrome heading goes with everything after it up to the next heading of its level or higher. */
function removeChromeSections($: CheerioAPI): void {
  for (const heading of $("h1, h2, h3, h4, h5, h6").toArray()) {
    if (!heading.parent || !isChromeHeading(textOf($, heading))) continue;
    const level = Number(heading.tagName[1]);
    const doomed: Element[] = [heading];
    for (let next = heading.nextSibling; next; next = next.nextSibling) {
      if (isElement(next) && /^h[1-6]$/.test(next.tagName) && Number(next.tagName[1]) <= level) break;
      if (isElement(next)) doomed.push(next);
    }
    $(doomed).remove();
  }
}
