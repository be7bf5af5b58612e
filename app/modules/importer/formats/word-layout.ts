import { load } from "cheerio/slim";
import { joinCaptions } from "../captions";
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

/** Word's captions (paragraphs in the Caption style, mapped to <figcaption>) joined to their picture or table. */
export function withWordCaptions(html: string): string {
  if (!html.includes("<figcaption")) return html;
  const $ = load(html, null, false);
  joinCaptions($);
  return $.html();
}
