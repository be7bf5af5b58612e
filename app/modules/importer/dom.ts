import type { AnyNode, Element, ParentNode } from "domhandler";
import { load, type CheerioAPI } from "cheerio/slim";

export type { CheerioAPI };

/** Parses with htmlparser2 (forgiving, and fast enough for a 9 MB page). */
export function parseHtml(html: string): CheerioAPI {
  return load(html);
}

/** Whitespace-normalised visible text of a node. */
export function textOf($: CheerioAPI, node: AnyNode): string {
  return normalizeSpace($(node).text());
}

export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function isElement(node: AnyNode): node is Element {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

/**
 * Where the article lives: the <article> with the most text, else <main>, else the body.
 * Saved pages keep their site header, menus and footer outside it.
 */
export function contentRoot($: CheerioAPI): ParentNode {
  const articles = $("article").toArray();
  if (articles.length > 0) {
    return articles.reduce((best, candidate) =>
      $(candidate).text().length > $(best).text().length ? candidate : best,
    );
  }
  return $("main, [role=main]").first().get(0) ?? $("body").get(0) ?? $.root().get(0)!;
}
