import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { MediaStorage } from "~/modules/storage/storage.server";
import type { ResolvedImage } from "./markdown.server";
import { svgDimensions } from "./svg";

/** `![alt](images/name.svg)` in a content file: the only image form content files use. */
export const MARKDOWN_IMAGE = /!\[[^\]]*\]\((images\/[\w.-]+\.svg)\)/g;

export function sha256(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/**
 * Copies each image a content file references (paths relative to `baseDir`) into media storage
 * under `keyPrefix`, keyed by its content hash so a changed image gets a new address.
 */
export async function storeMarkdownImages(
  markdown: string,
  keyPrefix: string,
  { storage, baseDir }: { storage: MediaStorage; baseDir: string },
): Promise<Map<string, ResolvedImage>> {
  const images = new Map<string, ResolvedImage>();
  for (const match of markdown.matchAll(MARKDOWN_IMAGE)) {
    const href = match[1]!;
    if (images.has(href)) continue;
    const body = await fs.readFile(path.join(baseDir, href));
    const dimensions = svgDimensions(body.toString("utf8"));
    if (!dimensions) throw new Error(`${href}: the SVG needs width and height (or a viewBox)`);
    const key = `${keyPrefix}/${path.basename(href, ".svg")}-${sha256(body).slice(0, 10)}.svg`;
    await storage.put(key, body, "image/svg+xml");
    images.set(href, { src: storage.publicPath(key), ...dimensions });
  }
  return images;
}
