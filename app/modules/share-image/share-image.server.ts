import { createHash } from "node:crypto";
import sharp from "sharp";
import { categoryTitle } from "~/modules/catalog/categories";
import type { MediaStorage } from "~/modules/storage/storage.server";
import { shareImageSvg, SHARE_IMAGE_TEMPLATE_VERSION, type ShareImageText } from "./template.server";

/** What a generated share image is drawn from. */
export interface ShareImageSubject {
  id: string;
  title: string;
  /** The primary AI category's id. */
  category: string | null;
}

export interface ShareImageAddress {
  /** Where storage keeps it. */
  key: string;
  /** Where the site serves it (share-images.$id.$file.ts). */
  path: string;
  text: ShareImageText;
}

/**
 * A playbook's generated share image is named by a hash of everything drawn on it, so a new
 * title (or category, site name, design) is a new address: social networks fetch it afresh,
 * and the old file is simply never asked for again.
 */
export function shareImageAddress(subject: ShareImageSubject, siteName: string): ShareImageAddress {
  const text = { title: subject.title, category: categoryTitle(subject.category) ?? "", siteName };
  const hash = createHash("sha256")
    .update(JSON.stringify([SHARE_IMAGE_TEMPLATE_VERSION, text.title, text.category, text.siteName]))
    .digest("hex")
    .slice(0, 16);
  return { key: `share/${subject.id}/${hash}.png`, path: `/share-images/${subject.id}/${hash}.png`, text };
}

export async function renderShareImage(text: ShareImageText): Promise<Buffer> {
  return sharp(Buffer.from(shareImageSvg(text)))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/** Renders in progress on this instance, so a burst of requests for a new image draws it once. */
const drawing = new Map<string, Promise<Buffer>>();

/**
 * The image's PNG: from storage when it was drawn before (by any instance), else drawn now
 * (sharp works off the event loop) and stored for next time.
 */
export async function shareImagePng(storage: MediaStorage, address: ShareImageAddress): Promise<Buffer> {
  const stored = await storage.get(address.key);
  if (stored) return stored.body;
  let pending = drawing.get(address.key);
  if (!pending) {
    pending = renderShareImage(address.text)
      .then(async (png) => {
        await storage.put(address.key, png, "image/png");
        return png;
      })
      .finally(() => drawing.delete(address.key));
    drawing.set(address.key, pending);
  }
  return pending;
}
