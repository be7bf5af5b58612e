import type { AnyNode, Element } from "domhandler";
import { type CheerioAPI, isElement, textOf } from "./dom";

/** One top-level piece of content: a heading, or a paragraph/list/table/figure and so on. */
export type Block =
  | { kind: "heading"; level: number; text: string; innerHtml: string }
  /** `heading`: the first heading inside, when the fallback split has folded headings into content. */
  | { kind: "content"; text: string; html: string; heading?: string };

/** Containers that only group other blocks; their children are read in their place. */
const WRAPPERS = new Set(["div", "section", "article", "main", "header", "footer", "center", "body", "html"]);

const BLOCK_TAGS = new Set([
  ...WRAPPERS,
  "p",
  "ul",
  "ol",
  "dl",
  "table",
  "blockquote",
  "pre",
  "figure",
  "hr",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "address",
  "details",
  "fieldset",
  "iframe",
  "aside",
]);

const MEDIA_SELECTOR = "img, iframe";

/**
 * Reads the content root as a flat list of blocks, descending through wrapper elements, so a
 * Notion "page-body" div or a WordPress "entry-content" div splits the same way as a bare body.
 * Loose inline text between blocks becomes a paragraph of its own.
 */
export function flattenBlocks($: CheerioAPI, root: AnyNode): Block[] {
  const blocks: Block[] = [];
  collect($, root, blocks);
  return blocks;
}

function collect($: CheerioAPI, parent: AnyNode, blocks: Block[]): void {
  let inlineRun: AnyNode[] = [];
  const flushInline = () => {
    const html = inlineRun.map((node) => $.html(node)).join("");
    const text = inlineRun
      .map((node) => textOf($, node))
      .join(" ")
      .trim();
    if (text !== "" || inlineRun.some((node) => isElement(node) && $(node).is(MEDIA_SELECTOR)))
      blocks.push({ kind: "content", text, html: `<p>${html}</p>` });
    inlineRun = [];
  };

  for (const node of $(parent).contents().toArray()) {
    const tag = isElement(node) ? node.tagName.toLowerCase() : undefined;
    if (node.type === "text" || (tag !== undefined && !BLOCK_TAGS.has(tag))) {
      inlineRun.push(node);
      continue;
    }
    if (tag === undefined) continue;
    flushInline();
    const element = node as Element;
    if (/^h[1-6]$/.test(tag)) {
      const text = textOf($, element);
      if (text !== "")
        blocks.push({ kind: "heading", level: Number(tag[1]), text, innerHtml: $(element).html() ?? "" });
    } else if (WRAPPERS.has(tag) && hasBlockChild(element)) {
      collect($, element, blocks);
    } else {
      const text = textOf($, element);
      if (text !== "" || $(element).is(MEDIA_SELECTOR) || $(element).find(MEDIA_SELECTOR).length > 0)
        blocks.push({ kind: "content", text, html: $.html(element) });
    }
  }
  flushInline();
}

function hasBlockChild(element: Element): boolean {
  return element.children.some((child) => isElement(child) && BLOCK_TAGS.has(child.tagName.toLowerCase()));
}

/** Characters of visible text, the measure every splitting rule uses. */
export function blockLength(block: Block): number {
  return block.text.length;
}

/** A block as markup, headings included. */
export function blockHtml(block: Block): string {
  return block.kind === "heading" ? `<h${block.level}>${block.innerHtml}</h${block.level}>` : block.html;
}
