import { createHash } from "node:crypto";
import sharp from "sharp";
import { readUploadedImage } from "~/modules/editor/image-upload.server";
import { MAX_INPUT_PIXELS } from "~/modules/images/optimize.server";
import type { MediaStorage } from "~/modules/storage/storage.server";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "./template.server";

export type SocialImageUpload = { ok: true; src: string } | { ok: false; error: string };

/**
 * The owner's own share image: checked like any upload, by its bytes (an SVG named and typed as
 * PNG is refused, a JPEG sent untyped is taken), then cropped to 1200×630 around its
 * most interesting part and stored as JPEG, the one format every network's card reads. Named
 * by its bytes, so it can be cached for ever.
 */
export async function storeSocialImage(
  storage: MediaStorage,
  playbookId: string,
  file: File,
): Promise<SocialImageUpload> {
  const upload = await readUploadedImage(file);
  if (!upload.ok) return { ok: false, error: upload.error };
  let jpeg: Buffer;
  try {
    jpeg = await sharp(upload.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: "cover", position: sharp.strategy.attention })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    return { ok: false, error: `"${file.name}" could not be used: not a readable image (or too many pixels).` };
  }
  const hash = createHash("sha256").update(jpeg).digest("hex").slice(0, 16);
  const key = `share/${playbookId}/custom-${hash}.jpg`;
  await storage.put(key, jpeg, "image/jpeg");
  return { ok: true, src: storage.publicPath(key) };
}
