import type { Element, ParentNode } from "domhandler";
import { type CheerioAPI, normalizeSpace, textOf } from "./dom";
import { UNTITLED_PLAYBOOK } from "./limits";

export interface TitleSource {
  title: string;
  /** The heading the title came from, removed from the body so part 1 does not repeat it. */
  element?: Element;
}

/** Spec rule: the first h1, else the first h2, else the page <title>, else 'Untitled Playbook'. */
export function extractTitle($: CheerioAPI, root: ParentNode): TitleSource {
  for (const selector of ["h1", "h2"]) {
    const heading = headings($, root, selector)[0];
    if (heading) return { title: textOf($, heading), element: heading };
  }
  const pageTitle = normalizeSpace($("title").first().text());
  return { title: pageTitle || UNTITLED_PLAYBOOK };
}

/** Headings that label a part of a document rather than name it. */
const LABEL_HEADING =
  /^(contents|table of contents|toc|introduction|intro|overview|summary|abstract|notes|references|menu|navigation|index|appendix)$/i;
const TITLE_MAX_CHARS = 150;

/** Whether a heading reads as a document's title: words, not a section label, not a sentence-long line. */
export function readsAsTitle(text: string): boolean {
  return /\p{L}/u.test(text) && text.length <= TITLE_MAX_CHARS && !LABEL_HEADING.test(text) && !/:\s*$/.test(text);
}

/**
 * The title of a whole document (Word, Markdown): its first and largest heading that reads as a
 * title, so a converter's smaller heading ("Contents", a dateline) never wins over the full
 * title; else the spec's rule.
 */
export function documentTitle($: CheerioAPI, root: ParentNode): TitleSource {
  const candidates = headings($, root, "h1, h2, h3, h4, h5, h6").filter((element) => readsAsTitle(textOf($, element)));
  const largest = Math.min(...candidates.map((element) => Number(element.tagName[1])));
  const heading = candidates.find((element) => Number(element.tagName[1]) === largest);
  return heading ? { title: textOf($, heading), element: heading } : extractTitle($, root);
}

export function sameTitle(a: string, b: string): boolean {
  const key = (text: string) => text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  return key(a) === key(b);
}

export interface PageTitles {
  /** The article Readability isolated, or the page itself for a clean document. */
  article: ParentNode;
  /** Whether the article is the whole page (a clean document). */
  clean: boolean;
  /** Every h1 of the page, read before the article was isolated (a headline often sits above it). */
  pageHeadlines: readonly Element[];
  /** What the page calls itself: JSON-LD headline, og:title, or <title> with the site name cut. */
  metadataTitle: string;
  /** Whether that name was declared for the article (JSON-LD, Open Graph, Dublin Core…), not only the <title>. */
  declared: boolean;
}

/**
 * The title of a page: the article's h1, else its h2, else the page's metadata. On a web page a
 * heading counts as the article's only when it names the same thing as the page's metadata: a
 * site's logo heading ("Engadget"), a placeholder or a section heading is not the article's
 * title. A clean document (nearly all article) whose only metadata is a <title> keeps the spec's
 * plain rule, so an export whose <title> is its file name keeps its heading; there only a
 * one-word heading the <title> does not repeat ("Lorem", a logo) gives way to the <title>.
 */
export function chooseTitle($: CheerioAPI, titles: PageTitles): TitleSource {
  const { article, clean, pageHeadlines, metadataTitle, declared } = titles;
  if (!metadataTitle) return extractTitle($, article);
  const plainDocument = clean && !declared;
  const covers = (text: string) => coversTitle(text, metadataTitle);
  const isTitle = plainDocument
    ? (text: string) => titleWords(text).size > 1 || namesTheSame(text, metadataTitle)
    : (text: string) => namesTheSame(text, metadataTitle) || covers(text);
  for (const selector of ["h1", "h2"]) {
    const candidates = [...headings($, article, selector), ...(selector === "h1" && !clean ? pageHeadlines : [])];
    const heading = candidates.find((element) => isTitle(textOf($, element)));
    if (!heading) continue;
    const text = textOf($, heading);
    // Where the heading holds the metadata's title but words it differently ("Outside the web:
    // standalone…" for "standalone… · V8"), the metadata's wording is the one Readability (and so
    // a reader view, a share card) takes; a heading that only leaves out the site's name is kept.
    return { title: sayTheSame(text, metadataTitle) || !covers(text) ? text : metadataTitle, element: heading };
  }
  return { title: metadataTitle };
}

/** A separator before a site's name or a byline at the end of a page title: "Title | eHow", "Title · V8". */
const TRAILING_NAME = /\s+[|·•\-\u2013\u2014»:]+\s+[^|·•\u2013\u2014»]{1,60}$/u;

/**
 * Whether a heading says the same as the metadata title: the same words, or the metadata title
 * with only a site name (or byline) after a separator added.
 */
export function sayTheSame(heading: string, metadataTitle: string): boolean {
  return sameTitle(heading, metadataTitle) || sameTitle(heading, metadataTitle.replace(TRAILING_NAME, ""));
}

export function headings($: CheerioAPI, root: ParentNode, selector: string): Element[] {
  return $(root)
    .find(selector)
    .toArray()
    .filter((element) => textOf($, element) !== "");
}

/**
 * Whether a heading holds most of the metadata title's words (its site name aside): the two
 * word one title, whatever else the heading adds. A file name as a <title> covers nothing.
 */
export function coversTitle(heading: string, metadataTitle: string): boolean {
  const words = titleWords(metadataTitle.replace(TRAILING_NAME, ""));
  const inHeading = titleWords(heading);
  if (words.size === 0) return false;
  return [...words].filter((word) => inHeading.has(word)).length / words.size >= SAME_NAME_SHARE;
}

/** Below this share of shared words, two titles name different things. */
const SAME_NAME_SHARE = 0.6;

/**
 * Whether a heading and the page's metadata title name the same article: most words of each are
 * in the other. "How to Build a Terrarium" and "How to Build a Terrarium | eHow" do; the logo
 * "V8" and "Standalone WebAssembly binaries using Emscripten · V8" do not.
 */
export function namesTheSame(heading: string, metadataTitle: string): boolean {
  const a = titleWords(heading);
  const b = titleWords(metadataTitle);
  if (a.size === 0 || b.size === 0) return false;
  const shared = [...a].filter((word) => b.has(word)).length;
  return shared / a.size >= SAME_NAME_SHARE && shared / b.size >= SAME_NAME_SHARE;
}

function titleWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .normalize("NFKC")
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );
}
