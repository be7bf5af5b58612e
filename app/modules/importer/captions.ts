import type { CheerioAPI } from "./dom";

/** An element that holds an image and no text: a figure's picture as converters write it. */
const IMAGE_ONLY = (html: string) => /<img\b/i.test(html) && html.replace(/<[^>]*>/g, "").trim() === "";

/**
 * Captions (a `<figcaption>` a converter made from Word's Caption style, or from Google Docs'
 * line under a picture) join what they caption: the picture before or after them becomes a
 * <figure> with the caption, a table gets it as its <caption>. A caption next to neither stays
 * as a paragraph, so its words are kept.
 */
export function joinCaptions($: CheerioAPI): void {
  $("figcaption").each((_, element) => {
    const caption = $(element);
    if (caption.parent().is("figure")) return;
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
}
