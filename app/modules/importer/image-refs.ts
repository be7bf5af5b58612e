import type { Element } from "domhandler";
import { type PlacedImage, storedImageAttributes } from "~/db/image-placement";
import { escapeHtml } from "~/modules/html/escape";
import { type CheerioAPI, normalizeSpace, parseHtml } from "./dom";

/** An image the HTML refers to, as written (after lazy-loading attributes are resolved). */
export interface ImageReference {
  src: string;
  alt: string;
}

export type { PlacedImage };

const LAZY_SOURCES = ["data-src", "data-lazy-src", "data-original", "data-orig-file"];
const PLACEHOLDER = /^data:image\/(gif|svg\+xml)|^$/i;

/**
 * Settles each <img> on one src: lazy-loading attributes (data-src…) win over a placeholder,
 * and an image with only a srcset takes its first candidate. Every other image attribute is
 * dropped; the stored copy brings its own.
 */
export function normalizeImages($: CheerioAPI): void {
  $("img").each((_, element) => {
    const image = $(element);
    const current = (image.attr("src") ?? "").trim();
    const lazy = LAZY_SOURCES.map((name) => image.attr(name)?.trim()).find(Boolean);
    const fromSrcset = (image.attr("srcset") ?? "").trim().split(/\s+/)[0];
    const src = (PLACEHOLDER.test(current) ? lazy || fromSrcset || current : current).trim();
    const alt = normalizeSpace(image.attr("alt") ?? "");
    element.attribs = src ? { src, alt: isPlaceholderAlt(alt, src) ? "" : alt } : {};
    if (!src) image.remove();
  });
}

const PLACEHOLDER_ALT = /^(untitled|image|picture|photo|img|screenshot)([\s_-]*\d+)?$/i;

/**
 * Alt text that describes nothing counts as missing (the results then ask for a description):
 * an editor's placeholder (Notion's "Untitled", "image 3") or the file's own name.
 */
export function isPlaceholderAlt(alt: string, src: string): boolean {
  const name = safeDecode(src.split(/[?#]/, 1)[0]!.split("/").pop() ?? "");
  const bare = (text: string) => text.replace(/\.[a-z0-9]{2,5}$/i, "").toLowerCase();
  return PLACEHOLDER_ALT.test(bare(alt)) || (name !== "" && bare(alt) === bare(name));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The distinct images a fragment refers to, in order of appearance. */
export function collectImageReferences(html: string): ImageReference[] {
  // Most parts hold no image: they are not parsed again to find none.
  if (!html.includes("<img")) return [];
  const $ = parseHtml(html);
  const seen = new Map<string, ImageReference>();
  $("img").each((_, element) => {
    const src = $(element).attr("src");
    if (src && !seen.has(src)) seen.set(src, { src, alt: $(element).attr("alt") ?? "" });
  });
  return [...seen.values()];
}

/**
 * Points each <img> at its stored copy, with width, height and a srcset so the page does not
 * shift while it loads. An image that could not be fetched is left out, keeping its alt text
 * (or, with `keepUnplaced`, left as it was; `keep` leaves those addresses as they are, images
 * still on their way).
 */
export function placeImages(
  html: string,
  placed: ReadonlyMap<string, PlacedImage>,
  { keepUnplaced = false, keep }: { keepUnplaced?: boolean; keep?: ReadonlySet<string> } = {},
): string {
  if (!html.includes("<img")) return html;
  const $ = parseHtml(html);
  $("img").each((_, element: Element) => {
    const image = $(element);
    const target = placed.get(image.attr("src") ?? "");
    const alt = image.attr("alt") ?? "";
    if (!target && (keepUnplaced || keep?.has(image.attr("src") ?? ""))) return;
    if (!target) {
      image.replaceWith(alt ? `<span>${escapeHtml(alt)}</span>` : "");
      return;
    }
    element.attribs = storedImageAttributes(target, alt);
  });
  return $.html();
}
