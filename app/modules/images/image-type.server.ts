import sharp, { type Metadata } from "sharp";

/** The pixel formats the site takes from an upload, by sharp's name for them (AVIF is HEIF with AV1). */
const RASTER_TYPES: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

export type ImageContent =
  | { kind: "raster"; type: string }
  /** Markup, not pixels: it can carry script and outside references, so it is never taken as an upload. */
  | { kind: "svg" }
  | { kind: "other"; format?: string };

/**
 * What an uploaded file is, read from its bytes by sharp (libvips picks its loader by each
 * format's signature, as it will when it decodes the file), whatever name or type the browser
 * declared for it.
 */
export async function readImageContent(bytes: Buffer): Promise<ImageContent> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return { kind: "other" };
  }
  if (metadata.format === "svg") return { kind: "svg" };
  if (metadata.format === "heif" && metadata.compression === "av1") return { kind: "raster", type: "image/avif" };
  const type = RASTER_TYPES[metadata.format];
  return type ? { kind: "raster", type } : { kind: "other", format: metadata.format };
}
