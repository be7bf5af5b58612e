import type { Embed } from "~/modules/embeds/social";

/**
 * The spec's working form of an imported playbook: what the importer screens show and what is
 * kept in the playbook's `content` JSON besides its columns. Shared by server and client, so it
 * holds types only.
 */
export interface SeoData {
  metaDescription: string;
  keywords: string[];
  readingTime: number;
  wordCount: number;
  category: string;
  focusKeywords: string[];
}

export interface PartMetadata {
  title: string;
  slug: string;
  headings: string[];
  keywords: string[];
  wordCount: number;
}

/** An uploaded image file the HTML used. */
export interface UsedUpload {
  name: string;
  size: number;
}

/** A remote or inline image the importer fetched (or failed to). */
export interface CapturedImage {
  fileName: string;
  originalUrl: string;
  status: "completed" | "failed";
  fileSize: number;
  error?: string;
}

export interface OptimizedImage {
  originalFile: string;
  originalSize: number;
  optimizedSize: number;
  /** optimizedSize / originalSize, e.g. 0.25 for a file cut to a quarter. */
  compressionRatio: number;
  dimensions: { width: number; height: number };
  format: "webp";
  optimizedUrl: string;
  backgroundRemoved: false;
}

/** The spec's image association: an <img> and the uploaded file it was matched to. */
export interface ImageAssociation {
  originalSrc: string;
  matchedFile: string;
  confidence: number;
}

export type SplitMethod = "headings" | "markers" | "fallback";

export interface ImportedContent {
  source: { fileName: string; importedAt: string; batchId?: string; splitMethod: SplitMethod };
  seoData: SeoData;
  focusKeywords: string[];
  partMetadata: PartMetadata[];
  images: UsedUpload[];
  capturedImages: CapturedImage[];
  optimizedImages: OptimizedImage[];
  imageAssociations: ImageAssociation[];
  embeds: Embed[];
}
