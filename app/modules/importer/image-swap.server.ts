import { htmlToText } from "~/db/html-text";
import type { RewrittenParts, StoredParts } from "~/db/queries/playbook-rewrite.server";
import type { StoredImage } from "~/modules/images/store.server";
import { countWords } from "~/modules/text/words";
import { collectImageReferences, placeImages } from "./image-refs";
import { optimizedRecord } from "./images.server";
import { type CapturedImage, readImportedContent } from "./working-form";

/** What became of one web image that arrived after its playbook was stored. */
export type ImageArrival =
  | { url: string; fileName: string; stored: StoredImage; originalSize: number }
  | { url: string; fileName: string; error: string };

/**
 * Swaps an image into a stored playbook: every <img> of that address points at the stored copy
 * (or, when it failed, gives way to its alt text, as an image that failed during the import
 * does), and the Captured and Optimized records gain its entry.
 */
export function applyImageArrival(stored: StoredParts, arrival: ImageArrival): RewrittenParts {
  const parts = stored.parts.map((part) => {
    const html =
      "stored" in arrival
        ? placeImages(part.html, new Map([[arrival.url, arrival.stored]]), { keepUnplaced: true })
        : placeImages(part.html, new Map(), { keep: otherImages(part.html, arrival.url) });
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

function otherImages(html: string, url: string): Set<string> {
  return new Set(
    collectImageReferences(html)
      .map((image) => image.src)
      .filter((src) => src !== url),
  );
}
