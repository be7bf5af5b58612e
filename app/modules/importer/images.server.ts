import { createHash } from "node:crypto";
import pLimit from "p-limit";
import { decodeDataUrl } from "~/modules/images/data-url";
import { type DownloadOptions, downloadImage } from "~/modules/images/download.server";
import { ImageError } from "~/modules/images/errors";
import { type OptimizedImageSet, optimizeImage } from "~/modules/images/optimize.server";
import { type StoredImage, storeImageSet } from "~/modules/images/store.server";
import type { MediaStorage } from "~/modules/storage/storage.server";
import type { ImageOutcomes } from "./assemble.server";
import { fileNameOf, matchImageFile } from "./image-match";
import type { ImageReference, PlacedImage } from "./image-refs";
import type { CapturedImage, OptimizedImage } from "./working-form";

export interface UploadedImage {
  name: string;
  body: Buffer;
}

export interface ImageProgress {
  totalImages: number;
  downloadedImages: number;
  failedImages: number;
}

/** Optimised sets by content hash, shared across a batch so a logo used on 100 pages is encoded once. */
export type ImageCache = Map<string, Promise<OptimizedImageSet>>;

export interface ImageStepOptions {
  slug: string;
  uploads: readonly UploadedImage[];
  /** Images that came with the document (an export's folder), by path relative to it. */
  assets?: readonly UploadedImage[];
  storage: MediaStorage;
  download: DownloadOptions;
  cache: ImageCache;
  onProgress?: (progress: ImageProgress) => void;
  /**
   * Leave images that must be downloaded for later (they come in the background once the
   * playbook is stored): they count in the total and come back in `deferred`.
   */
  deferDownloads?: boolean;
}

const IMAGE_CONCURRENCY = 4;

interface ImageSource {
  fileName: string;
  body: Buffer;
  upload?: { file: UploadedImage; confidence: number };
}

type ImageResult =
  | { reference: ImageReference; source: ImageSource; set: OptimizedImageSet; stored: StoredImage }
  | { reference: ImageReference; error: string };

/**
 * Gets every image a page refers to (inline data, a matching uploaded file, or a download),
 * optimises and stores it, and records what happened to each, in page order. One failed image
 * never fails the page.
 */
export async function processImages(
  references: readonly ImageReference[],
  options: ImageStepOptions,
): Promise<ImageOutcomes> {
  const progress: ImageProgress = { totalImages: references.length, downloadedImages: 0, failedImages: 0 };
  options.onProgress?.({ ...progress });
  const limit = pLimit(IMAGE_CONCURRENCY);
  const deferred = options.deferDownloads ? references.filter((reference) => needsDownload(reference, options)) : [];
  const results = await Promise.all(
    references
      .filter((reference) => !deferred.includes(reference))
      .map((reference) =>
        limit(async (): Promise<ImageResult> => {
          let result: ImageResult;
          try {
            const source = await fetchSource(reference, options);
            const set = await optimizeCached(source.body, options.cache);
            const stored = await storeImageSet(options.storage, options.slug, source.fileName, set);
            result = { reference, source, set, stored };
            progress.downloadedImages += 1;
          } catch (error) {
            result = { reference, error: error instanceof ImageError ? error.message : "Unknown error" };
            progress.failedImages += 1;
          }
          options.onProgress?.({ ...progress });
          return result;
        }),
      ),
  );
  return summarize(results, deferred);
}

function summarize(results: readonly ImageResult[], deferred: readonly ImageReference[]): ImageOutcomes {
  const placed = new Map<string, PlacedImage>();
  const outcomes: ImageOutcomes = {
    placed,
    uploads: [],
    captured: [],
    optimized: [],
    associations: [],
    deferred: deferred.map((reference) => reference.src),
  };
  for (const result of results) {
    const { reference } = result;
    if ("error" in result) {
      outcomes.captured.push({ ...captured(reference, displayName(reference), "failed", 0), error: result.error });
      continue;
    }
    const { source, set, stored } = result;
    placed.set(reference.src, stored);
    outcomes.optimized.push(optimizedRecord(source.fileName, set.originalSize, stored));
    if (source.upload) {
      outcomes.uploads.push({ name: source.upload.file.name, size: source.upload.file.body.byteLength });
      outcomes.associations.push({
        originalSrc: reference.src,
        matchedFile: source.upload.file.name,
        confidence: source.upload.confidence,
      });
    } else {
      outcomes.captured.push(captured(reference, source.fileName, "completed", source.body.byteLength));
    }
  }
  return outcomes;
}

async function fetchSource(reference: ImageReference, options: ImageStepOptions): Promise<ImageSource> {
  const local = localSource(reference, options);
  if (local) return local;
  if (/^https?:\/\//i.test(reference.src)) {
    const downloaded = await downloadImage(reference.src, options.download);
    return { fileName: fileNameOf(reference.src) || "image", body: downloaded.body };
  }
  throw new ImageError(`No uploaded image matches "${fileNameOf(reference.src)}"`);
}

/** An image that neither the page (inline data) nor the files that came with it hold, but a web address does. */
function needsDownload(reference: ImageReference, options: ImageStepOptions): boolean {
  return /^https?:\/\//i.test(reference.src) && !localSource(reference, options);
}

/** Inline data, a file that came with the document (by its path), or an uploaded image matched by name. */
function localSource(reference: ImageReference, options: ImageStepOptions): ImageSource | undefined {
  const inline = decodeDataUrl(reference.src);
  if (inline) return { fileName: `inline-image.${inline.contentType.split("/")[1] ?? "img"}`, body: inline.body };
  const assets = options.assets ?? [];
  const asset = assets.find((candidate) => candidate.name === relativePath(reference.src));
  if (asset) return { fileName: fileNameOf(asset.name), body: asset.body };
  // Next, the uploaded images and the document's own by file name (the spec's association rule).
  const candidates = [...options.uploads, ...assets.map((file) => ({ ...file, name: fileNameOf(file.name) }))];
  const match = matchImageFile(
    reference.src,
    candidates.map((upload) => upload.name),
  );
  const file = match && candidates.find((upload) => upload.name === match.fileName);
  if (match && file) return { fileName: file.name, body: file.body, upload: { file, confidence: match.confidence } };
  return undefined;
}

/** "./images/My%20Photo.png" -> "images/My Photo.png": an <img> path as an archive names the file. */
function relativePath(src: string): string {
  try {
    return decodeURIComponent(src.split(/[?#]/)[0]!).replace(/^\.\//, "");
  } catch {
    return src;
  }
}

/** The spec's optimized-image record of a stored copy. */
export function optimizedRecord(originalFile: string, originalSize: number, stored: StoredImage): OptimizedImage {
  return {
    originalFile,
    originalSize,
    optimizedSize: stored.optimizedSize,
    compressionRatio: Math.round((stored.optimizedSize / Math.max(1, originalSize)) * 1000) / 1000,
    dimensions: { width: stored.width, height: stored.height },
    format: "webp",
    optimizedUrl: stored.src,
    backgroundRemoved: false,
  };
}

export function optimizeCached(body: Buffer, cache: ImageCache): Promise<OptimizedImageSet> {
  const hash = createHash("sha256").update(body).digest("hex");
  let pending = cache.get(hash);
  if (!pending) {
    pending = optimizeImage(body);
    cache.set(hash, pending);
  }
  return pending;
}

function captured(
  reference: ImageReference,
  fileName: string,
  status: CapturedImage["status"],
  fileSize: number,
): CapturedImage {
  return { fileName, originalUrl: displayUrl(reference.src), status, fileSize };
}

function displayName(reference: ImageReference): string {
  return reference.src.startsWith("data:") ? "inline image" : fileNameOf(reference.src) || "image";
}

/** Inline images are kept out of the record (they can be megabytes long). */
function displayUrl(src: string): string {
  return src.startsWith("data:") ? `${src.slice(0, 30)}…` : src;
}
