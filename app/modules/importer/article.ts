import { Readability } from "@mozilla/readability";
import type { AnyNode, Element, ParentNode, Text } from "domhandler";
import { parseHTML } from "linkedom";
import { type CheerioAPI, isElement, normalizeSpace } from "./dom";

/** Numbers every element of the page, so what Readability keeps can be found in our own tree. */
const MARK = "data-import-node";

/**
 * When Readability leaves out less than this share of the page's text, or fewer visible
 * characters than a title, a subtitle and a tag line take, and next to no menu links, the page
 * is taken whole: a clean export (a Google Doc, a Notion page whose header Readability sets
 * apart, a playbook) keeps every word as before; a web page loses its menus, sidebars, comments
 * and related stories.
 */
export const CLEAN_PAGE_DROPPED_SHARE = 0.1;
export const CLEAN_PAGE_DROPPED_CHARS = 200;
/** Link text left out beyond this is a menu or a footer, however short the rest: the page is not clean. */
export const CLEAN_PAGE_DROPPED_LINK_CHARS = 30;

export interface IsolatedArticle {
  root: ParentNode;
  /** The whole page was taken: nothing around the article had to go. */
  clean: boolean;
}

export interface ArticleReading {
  /** The page's own name for itself: JSON-LD headline, og:title, or <title> with the site name cut (Readability's reading). */
  metadataTitle: string;
  /** Whether the page declares its article's title (JSON-LD, Open Graph, Twitter, Dublin Core, Parse.ly), beyond a <title>. */
  declaredTitle: boolean;
  /** What Readability kept as the article; undefined when it found none. */
  kept?: KeptNodes;
}

/** Elements by their mark, text by "mark of its parent:position", as Readability left them. */
interface KeptNodes {
  elements: ReadonlySet<string>;
  texts: ReadonlySet<string>;
  /** Each text node of our tree by the same key, taken before our own clean-up moved anything. */
  textKeys: ReadonlyMap<AnyNode, string>;
}

/** What the page says about itself in its <head>, kept before the page's furniture is removed. */
export interface PageHead {
  /** The <title>, meta tags and JSON-LD, as markup for Readability's metadata reading. */
  html: string;
  declaredTitle: boolean;
}

export function readPageHead($: CheerioAPI): PageHead {
  const head = $('title, meta, script[type="application/ld+json"]')
    .toArray()
    .map((element) => $.html(element))
    .join("");
  return { html: head, declaredTitle: hasDeclaredTitle($) };
}

/**
 * Asks Mozilla's Readability (on a linkedom copy of the page) which parts of the page form the
 * article, and what the page calls itself. It reads the page's own <head> and the body after our
 * clean-up (scripts, menus, forms and wiki chrome gone: a third of the work for a Wikipedia page).
 * Readability rebuilds some elements (a <div> of text becomes a new <p>) but moves text rather
 * than copying it, so each kept text is recognised by where it stood before Readability ran.
 */
export function readArticle($: CheerioAPI, head: PageHead): ArticleReading {
  const { declaredTitle } = head;
  const body = $("body").get(0) ?? $.root().get(0)!;
  let next = 0;
  const ourTextKeys = new Map<AnyNode, string>();
  // The body is marked too (its loose text counts), and carries its mark into the copy below.
  for (const element of [body, ...$(body).find("*").toArray()].filter(isElement)) {
    mergeAdjacentText(element);
    const mark = String(next++);
    element.attribs[MARK] = mark;
    element.children.forEach((child, index) => {
      if (child.type === "text") ourTextKeys.set(child, `${mark}:${index}`);
    });
  }
  const bodyMark = isElement(body) ? ` ${MARK}="${body.attribs[MARK]}"` : "";
  const { document } = parseHTML(
    `<!DOCTYPE html><html><head>${head.html}</head><body${bodyMark}>${$(body).html() ?? ""}</body></html>`,
  );
  const textKeys = new Map<Node, string>();
  for (const element of document.querySelectorAll(`[${MARK}]`)) {
    const mark = element.getAttribute(MARK)!;
    element.childNodes.forEach((child, index) => {
      if (child.nodeType === TEXT_NODE) textKeys.set(child, `${mark}:${index}`);
    });
  }
  let article: ReturnType<Readability<Node>["parse"]>;
  try {
    // Its classes are left alone: only the marks are read back, and removing them is a walk of its own.
    article = new Readability<Node>(document as unknown as Document, {
      serializer: (node) => node,
      keepClasses: true,
    }).parse();
  } catch {
    // Readability gives up on some malformed pages; the whole page is then the article.
    article = null;
  }
  const metadataTitle = normalizeSpace(article?.title ?? document.title ?? "");
  if (!article?.content) return { metadataTitle, declaredTitle };
  const elements = new Set<string>();
  const texts = new Set<string>();
  const walk = (node: Node) => {
    if (node.nodeType === TEXT_NODE) {
      const key = textKeys.get(node);
      if (key) texts.add(key);
      return;
    }
    const mark = (node as globalThis.Element).getAttribute?.(MARK);
    if (mark) elements.add(mark);
    node.childNodes.forEach(walk);
  };
  walk(article.content);
  return { metadataTitle, declaredTitle, kept: { elements, texts, textKeys: ourTextKeys } };
}

const TEXT_NODE = 3;

/**
 * Joins text nodes left side by side by our clean-up (the footnote marker between them gone):
 * serialized and parsed again they are one, and positions must count the same in both trees.
 */
function mergeAdjacentText(element: Element): void {
  for (let index = element.children.length - 1; index > 0; index -= 1) {
    const node = element.children[index]!;
    const before = element.children[index - 1]!;
    if (node.type === "text" && before.type === "text") {
      (before as Text).data += (node as Text).data;
      element.children.splice(index, 1);
      if (node.next) node.next.prev = before;
      before.next = node.next;
    }
  }
}

/**
 * The article within the page: the page itself when Readability kept nearly all its text (a
 * clean document), else the part Readability kept, pruned in our own tree so every element keeps
 * the markup it came with (headings their level, exports their quirks).
 */
export function isolateArticle($: CheerioAPI, page: ParentNode, reading: ArticleReading): IsolatedArticle {
  const { kept } = reading;
  const whole = { root: page, clean: true };
  if (!kept) return whole;
  const keptTexts: Text[] = [];
  const keptElements: Element[] = [];
  // One walk measures the page's text, its menu links, and what Readability kept of both.
  let pageLength = 0;
  let pageLinks = 0;
  let keptLength = 0;
  let keptLinks = 0;
  // Whether a link reads as a menu entry is asked once per link, not once per text inside it.
  const menuLinks = new Map<Element, boolean>();
  const isMenu = (link: Element) => menuLinks.get(link) ?? menuLinks.set(link, isMenuLink($, link)).get(link)!;
  const visit = (node: AnyNode, link: Element | undefined) => {
    if (node.type === "text") {
      const length = visibleLength((node as Text).data);
      const menu = link !== undefined && isMenu(link) ? length : 0;
      pageLength += length;
      pageLinks += menu;
      if (kept.texts.has(kept.textKeys.get(node) ?? "")) {
        keptTexts.push(node as Text);
        keptLength += length;
        keptLinks += menu;
      }
      return;
    }
    if (!isElement(node) && node.type !== "root") return;
    if (isElement(node) && kept.elements.has(node.attribs[MARK] ?? "")) keptElements.push(node);
    const inLink = link ?? (isElement(node) && node.tagName === "a" ? node : undefined);
    for (const child of (node as ParentNode).children) visit(child, inLink);
  };
  visit(page, undefined);
  const dropped = pageLength - keptLength;
  const fewWordsLeftOut = dropped < CLEAN_PAGE_DROPPED_CHARS || dropped < CLEAN_PAGE_DROPPED_SHARE * pageLength;
  if (keptTexts.length === 0 || (fewWordsLeftOut && pageLinks - keptLinks <= CLEAN_PAGE_DROPPED_LINK_CHARS))
    return whole;
  const root = commonAncestor([...keptTexts, ...keptElements], page);
  prune($, root, keptTexts, keptElements);
  return { root, clean: false };
}

/** Link text that reads as words, as menus and footers do (a bare address is a bookmark or an embed). */
function isMenuLink($: CheerioAPI, link: Element): boolean {
  return !/^\s*https?:\/\/\S+\s*$/.test($(link).text());
}

/** Characters other than whitespace: the measure that does not depend on how text nodes are split. */
function visibleLength(text: string): number {
  return text.replace(/\s+/g, "").length;
}

/** Elements a document's body is made of when it is nothing but an article (and the page's own code). */
const FLAT_BODY = new Set([
  ..."h1 h2 h3 h4 h5 h6 p ul ol dl table figure blockquote pre hr img br iframe".split(" "),
  ..."script style noscript link meta template".split(" "),
]);

/**
 * A body made only of headings, paragraphs, lists, tables and figures (a Google Docs export, a
 * generated page) has no site around its article: there is nothing for Readability to cut.
 */
export function isFlatDocument($: CheerioAPI): boolean {
  const body = $("body").get(0) ?? $.root().get(0)!;
  return body.children.every((child) => !isElement(child) || FLAT_BODY.has(child.tagName.toLowerCase()));
}

/** Removes the numbering, so none of it reaches a part. */
export function unmarkArticle($: CheerioAPI): void {
  $(`[${MARK}]`).removeAttr(MARK);
}

function commonAncestor(nodes: readonly AnyNode[], fallback: ParentNode): ParentNode {
  const chain = (node: AnyNode) => {
    const ancestors: ParentNode[] = [];
    for (let parent = node.parent; parent; parent = parent.parent) ancestors.push(parent);
    return ancestors;
  };
  const [first, ...rest] = nodes.map(chain);
  const shared = rest.map((ancestors) => new Set(ancestors));
  return first?.find((candidate) => shared.every((ancestors) => ancestors.has(candidate))) ?? fallback;
}

/**
 * Keeps the elements and text Readability kept and the elements that hold them; everything else
 * in the article's subtree (share bars, related links, a comment thread) goes.
 */
function prune($: CheerioAPI, root: ParentNode, keptTexts: readonly AnyNode[], keptElements: readonly Element[]): void {
  const keep = new Set<AnyNode>([...keptTexts, ...keptElements]);
  const containers = new Set<AnyNode>();
  for (const node of keep) {
    for (let parent = node.parent; parent && parent !== root && !containers.has(parent); parent = parent.parent)
      containers.add(parent);
  }
  const visit = (node: ParentNode) => {
    for (const child of [...node.children]) {
      if (keep.has(child) && isElement(child)) visit(child);
      else if (containers.has(child)) visit(child as Element);
      // Whitespace between kept words stays; anything else not kept goes.
      else if (!keep.has(child) && !(child.type === "text" && child.data.trim() === "" && keep.has(node)))
        $(child).remove();
    }
  };
  visit(root);
}

const DECLARED_TITLE = /^((og|twitter|dc|dcterm|dcterms|parsely|weibo:article|weibo:webpage):title|parsely-title)$/i;

function hasDeclaredTitle($: CheerioAPI): boolean {
  const declaredMeta = $("meta[content]")
    .toArray()
    .some((meta) =>
      `${meta.attribs.property ?? ""} ${meta.attribs.name ?? ""}`
        .split(/\s+/)
        .some((name) => DECLARED_TITLE.test(name) && normalizeSpace(meta.attribs.content ?? "") !== ""),
    );
  return declaredMeta || $('script[type="application/ld+json"]').text().includes('"headline"');
}
