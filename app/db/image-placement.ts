import { load } from "cheerio/slim";

/** Where an image ended up: our stored, optimised copy. */
export interface PlacedImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/**
 * The attributes of an <img> pointed at its stored copy: width, height and a srcset so the page
 * does not shift while it loads, the alt text it had.
 */
export function storedImageAttributes(target: PlacedImage, alt: string): Record<string, string> {
  return {
    src: target.src,
    srcset: target.srcset,
    sizes: "(min-width: 768px) 768px, 100vw",
    width: String(target.width),
    height: String(target.height),
    alt,
    loading: "lazy",
    decoding: "async",
  };
}

/**
 * Points every <img> whose address is one of `arrived` at its stored copy, leaving everything
 * else as it is: what a save does with web images that arrived after the text it was made from
 * was loaded (decision 25).
 */
export function swapInArrivedImages(html: string, arrived: ReadonlyMap<string, PlacedImage>): string {
  if (arrived.size === 0 || !html.includes("<img")) return html;
  const $ = load(html);
  let swapped = false;
  $("img").each((_, element) => {
    const target = arrived.get(element.attribs.src ?? "");
    if (!target) return;
    element.attribs = storedImageAttributes(target, element.attribs.alt ?? "");
    swapped = true;
  });
  return swapped ? $.html() : html;
}
