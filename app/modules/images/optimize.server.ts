import sharp from "sharp";
import { ImageError } from "./errors";

/** Widths of the responsive copies; none is wider than the original. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const WEBP_QUALITY = 78;
/** Refuse decompression bombs: a few kilobytes of PNG can claim billions of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariant {
  width: number;
  height: number;
  body: Buffer;
}

export interface OptimizedImageSet {
  /** Smallest first; the last is the one used as src. */
  variants: ImageVariant[];
  originalSize: number;
}

/**
 * Re-encodes an image as WebP at up to three widths (never enlarged), turned upright by its
 * EXIF orientation and stripped of metadata. Anything sharp cannot read is refused.
 */
export async function optimizeImage(input: Buffer): Promise<OptimizedImageSet> {
  let width: number;
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  } catch {
    throw new ImageError("Not a readable image (or too many pixels)");
  }
  if (width <= 0) throw new ImageError("Not a readable image");
  const widths = [
    ...new Set([...IMAGE_WIDTHS.filter((candidate) => candidate < width), Math.min(width, IMAGE_WIDTHS.at(-1)!)]),
  ];
  const variants = await Promise.all(
    widths.map(async (target) => {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          // A readable header over pixels that stop short or do not decode.
          throw new ImageError("The image is damaged: its pixels could not be read");
        });
      return { width: info.width, height: info.height, body: data };
    }),
  );
  return { variants, originalSize: input.byteLength };
}
