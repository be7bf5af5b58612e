import { htmlToText } from "~/db/html-text";
import { swapInArrivedImages } from "~/db/image-placement";
import type { RewrittenParts, StoredParts } from "~/db/queries/playbook-rewrite.server";
import type { StoredImage } from "~/modules/images/store.server";
import { countWords } from "~/modules/text/words";
import { optimizedRecord } from "./images.server";
import { type CapturedImage, readImportedContent } from "./working-form";

/** What became of one web image that arrived after its playbook was stored. */
export type ImageArrival =
  | { url: string; fileName: string; stored: StoredImage; originalSize: number }
  | { url: string; fileName: string; error: string };

/**
 * Swaps an image into a stored playbook: every <img> of that address points at the stored copy,
 * and the Captured and Optimized records gain its entry. A failed image keeps its web address in
 * the text (the reader loads it from its host if that comes back, and "Retry failed images" can
 * still swap it in): nothing the document held is taken out.
 */
export function applyImageArrival(stored: StoredParts, arrival: ImageArrival): RewrittenParts {
  const arrived = "stored" in arrival ? new Map([[arrival.url, arrival.stored]]) : new Map();
  const parts = stored.parts.map((part) => {
    const html = swapInArrivedImages(part.html, arrived);
    return { position: part.position, html, wordCount: countWords(htmlToText(html)) };
  });
  const content = readImportedContent(stored.content);
  const captured: CapturedImage =
    "stored" in arrival
      ? { fileName: arrival.fileName, originalUrl: arrival.url, status: "completed", fileSize: arrival.originalSize }
      : { fileName: arrival.fileName, originalUrl: arrival.url, status: "failed", fileSize: 0, error: arrival.error };
  const optimized =
    "stored" in arrival ? [optimizedRecord(arrival.fileName, arrival.originalSize, arrival.stored)] : [];
  return {
    parts,
    content: {
      ...stored.content,
      capturedImages: [...content.capturedImages.filter((image) => image.originalUrl !== arrival.url), captured],
      optimizedImages: [...content.optimizedImages, ...optimized],
    },
  };
}
