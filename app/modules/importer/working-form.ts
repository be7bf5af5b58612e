import { z } from "zod";

/**
 * The spec's working form of an imported playbook: what the importer screens show and what is
 * kept in the playbook's `content` JSON besides its columns. Shared by server and client.
 */
const list = <T extends z.ZodType>(item: T) => z.array(item).catch([]);

const importedContentSchema = z.object({
  source: z
    .object({
      fileName: z.string().catch(""),
      importedAt: z.string().catch(""),
      batchId: z.string().optional().catch(undefined),
      splitMethod: z.enum(["headings", "markers", "fallback"]).catch("headings"),
    })
    .catch({ fileName: "", importedAt: "", splitMethod: "headings" }),
  seoData: z
    .object({
      metaDescription: z.string().catch(""),
      keywords: list(z.string()),
      readingTime: z.number().catch(0),
      wordCount: z.number().catch(0),
      category: z.string().catch("General"),
      focusKeywords: list(z.string()),
    })
    .catch({ metaDescription: "", keywords: [], readingTime: 0, wordCount: 0, category: "General", focusKeywords: [] }),
  focusKeywords: list(z.string()),
  partMetadata: list(
    z.object({
      title: z.string(),
      slug: z.string(),
      headings: z.array(z.string()),
      keywords: z.array(z.string()),
      wordCount: z.number(),
    }),
  ),
  images: list(z.object({ name: z.string(), size: z.number() })),
  capturedImages: list(
    z.object({
      fileName: z.string(),
      originalUrl: z.string(),
      status: z.enum(["completed", "failed"]),
      fileSize: z.number(),
      error: z.string().optional(),
    }),
  ),
  optimizedImages: list(
    z.object({
      originalFile: z.string(),
      originalSize: z.number(),
      optimizedSize: z.number(),
      compressionRatio: z.number(),
      dimensions: z.object({ width: z.number(), height: z.number() }),
      format: z.literal("webp"),
      optimizedUrl: z.string(),
      backgroundRemoved: z.literal(false),
    }),
  ),
  imageAssociations: list(z.object({ originalSrc: z.string(), matchedFile: z.string(), confidence: z.number() })),
  /** Why the tags were a guess: empty when every category was chosen on evidence. */
  categoryCheck: list(z.string()),
  embeds: list(
    z.object({
      originalUrl: z.string(),
      embedCode: z.string(),
      type: z.enum(["youtube", "tiktok", "twitter", "x"]),
      id: z.string(),
    }),
  ),
});

export type ImportedContent = z.infer<typeof importedContentSchema>;
export type SeoData = ImportedContent["seoData"];
export type PartMetadata = ImportedContent["partMetadata"][number];
/** An uploaded image file the HTML used. */
export type UsedUpload = ImportedContent["images"][number];
/** A remote or inline image the importer fetched (or failed to). */
export type CapturedImage = ImportedContent["capturedImages"][number];
/** compressionRatio is optimizedSize / originalSize, e.g. 0.25 for a file cut to a quarter. */
export type OptimizedImage = ImportedContent["optimizedImages"][number];
/** The spec's image association: an <img> and the uploaded file it was matched to. */
export type ImageAssociation = ImportedContent["imageAssociations"][number];
export type SplitMethod = ImportedContent["source"]["splitMethod"];

/**
 * Reads a stored playbook's `content` JSON as the importer's working form. Playbooks saved by
 * other means (the demo loader, an older import) lack some fields; those read as empty.
 */
export function readImportedContent(content: unknown): ImportedContent {
  return importedContentSchema.parse(typeof content === "object" && content !== null ? content : {});
}
