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
  const isTitle =
    clean && !declared
      ? (text: string) => titleWords(text).size > 1 || namesTheSame(text, metadataTitle)
      : (text: string) => namesTheSame(text, metadataTitle);
  for (const selector of ["h1", "h2"]) {
    const candidates = [...headings($, article, selector), ...(selector === "h1" && !clean ? pageHeadlines : [])];
    const heading = candidates.find((element) => isTitle(textOf($, element)));
    if (heading) return { title: textOf($, heading), element: heading };
  }
  return { title: metadataTitle };
}

export function headings($: CheerioAPI, root: ParentNode, selector: string): Element[] {
  return $(root)
    .find(selector)
    .toArray()
    .filter((element) => textOf($, element) !== "");
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
