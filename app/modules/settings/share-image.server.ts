import { createHash } from "node:crypto";
import sharp from "sharp";
import type { MediaStorage } from "~/modules/storage/storage.server";

/** The size every network's large card asks for. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Admin forms take 2 MB in all (server/body-limits.ts); the image leaves room for the rest of the form. */
export const SHARE_IMAGE_MAX_BYTES = 1_900_000;
/** Refuse decompression bombs: a few kilobytes of PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;
/** What sharp may read here, by the bytes (never by the name or the type the browser sent). */
const FORMATS = new Set(["jpeg", "png", "webp"]);

export type ShareImageOutcome = { ok: true; path: string } | { ok: false; error: string };

/**
 * The site's default share image: whatever the owner uploads is cropped to 1200 × 630 from its
 * centre, turned upright, stripped of metadata and stored as JPEG (which every network shows)
 * under a content hash, so it can be cached forever.
 */
export async function storeShareImage(storage: MediaStorage, file: File): Promise<ShareImageOutcome> {
  if (file.size > SHARE_IMAGE_MAX_BYTES) {
    return { ok: false, error: `"${file.name}" is larger than 1.9 MB: export it smaller and upload it again.` };
  }
  const input = Buffer.from(await file.arrayBuffer());
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !FORMATS.has(format)) {
    return { ok: false, error: `"${file.name}" is not a PNG, JPEG or WebP image.` };
  }
  const body = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fit: "cover", position: "attention" })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  const key = `site/share-image-${createHash("sha256").update(body).digest("hex").slice(0, 12)}.jpg`;
  await storage.put(key, body, "image/jpeg");
  return { ok: true, path: storage.publicPath(key) };
}
