import { load } from "cheerio/slim";
import type { ZipEntry } from "./zip";

/**
 * The document's own title from its core properties (File › Info › Title in Word), when it has
 * one that is not a placeholder. Word writes it to docProps/core.xml as dc:title.
 */
export function coreTitle(entries: readonly ZipEntry[]): string | undefined {
  const core = entries.find((entry) => entry.path === "docProps/core.xml");
  if (!core) return undefined;
  const title = load(core.bytes.toString("utf8"), { xml: true })("dc\\:title")
    .first()
    .text()
    .replace(/\s+/g, " ")
    .trim();
  return title && !/^(untitled|document\d*|title)$/i.test(title) ? title : undefined;
}

/** An element that holds an image and no text: a figure's picture as mammoth writes it. */
const IMAGE_ONLY = (html: string) => /<img\b/i.test(html) && html.replace(/<[^>]*>/g, "").trim() === "";

/**
 * Word's captions (paragraphs in the Caption style, mapped to <figcaption>) join what they
 * caption: the picture before or after them becomes a <figure> with the caption, a table gets
 * it as its <caption>. A caption next to neither stays as a paragraph, so its words are kept.
 */
export function joinCaptions(html: string): string {
  if (!html.includes("<figcaption")) return html;
  const $ = load(html, null, false);
  $("figcaption").each((_, element) => {
    const caption = $(element);
    const before = caption.prev();
    const after = caption.next();
    const picture = [before, after].find((node) => node.is("p") && IMAGE_ONLY(node.html() ?? ""));
    const table = [before, after].find((node) => node.is("table"));
    if (picture) {
      const image = picture.html() ?? "";
      const figure = picture === before ? `${image}${$.html(element)}` : `${$.html(element)}${image}`;
      picture.replaceWith(`<figure>${figure}</figure>`);
      caption.remove();
    } else if (table) {
      table.prepend(`<caption>${caption.html() ?? ""}</caption>`);
      caption.remove();
    } else caption.replaceWith(`<p>${caption.html() ?? ""}</p>`);
  });
  return $.html();
}
