import { createHash } from "node:crypto";
import type { PlacedImage } from "~/modules/importer/image-refs";
import type { MediaStorage } from "~/modules/storage/storage.server";
import { slugify } from "~/modules/text/slug";
import { ImageError } from "./errors";
import type { OptimizedImageSet } from "./optimize.server";

export interface StoredImage extends PlacedImage {
  /** Bytes of the copy used as src. */
  optimizedSize: number;
}

/**
 * Stores each width under a content-hashed key in the playbook's folder, e.g.
 * "playbooks/pricing/value-ladder-3f2a9c1b07-960.webp", so the files can be cached forever.
 */
export async function storeImageSet(
  storage: MediaStorage,
  slug: string,
  fileName: string,
  image: OptimizedImageSet,
): Promise<StoredImage> {
  const base = slugify(fileName.replace(/\.[a-z0-9]{1,5}$/i, ""), 40) || "image";
  const folder = `playbooks/${slugify(slug) || "untitled"}`;
  const stored = await Promise.all(
    image.variants.map(async (variant) => {
      const hash = createHash("sha256").update(variant.body).digest("hex").slice(0, 10);
      const key = `${folder}/${base}-${hash}-${variant.width}.webp`;
      try {
        await storage.put(key, variant.body, "image/webp");
      } catch (error) {
        throw new ImageError(`Failed to upload ${fileName}: ${(error as Error).message}`);
      }
      return { ...variant, src: storage.publicPath(key) };
    }),
  );
  const main = stored.at(-1)!;
  return {
    src: main.src,
    srcset: stored.map((variant) => `${variant.src} ${variant.width}w`).join(", "),
    width: main.width,
    height: main.height,
    optimizedSize: main.body.byteLength,
  };
}
