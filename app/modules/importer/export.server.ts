import { playbookReadingTime, totalWordCount } from "~/db/playbook-input";
import type { PlaybookSnapshot } from "~/db/queries/playbook-snapshots.server";
import { sanitizePlaybookHtml } from "~/modules/html/sanitize.server";
import { readImportedContent } from "./working-form";

/**
 * The spec's export file: processedAt, totalPlaybooks and the playbooks in their working form,
 * with images by name only (no image data).
 */
export interface ExportFile {
  processedAt: string;
  totalPlaybooks: number;
  playbooks: ExportedPlaybook[];
}

export interface ExportedPlaybook {
  id: string;
  slug: string;
  title: string;
  description: string;
  parts: string[];
  partMetadata: ReturnType<typeof readImportedContent>["partMetadata"];
  images: string[];
  businessArea: string[];
  tools: string[];
  aiCategories: string[];
  batonCategories: string[];
  seoData: ReturnType<typeof readImportedContent>["seoData"];
  focusKeywords: string[];
  readingTime: number;
  wordCount: number;
}

/** "playbooks-export-2025-06-01.json" */
export function exportFileName(now: Date): string {
  return `playbooks-export-${now.toISOString().slice(0, 10)}.json`;
}

export function buildExport(snapshots: readonly PlaybookSnapshot[], now: Date): ExportFile {
  return {
    processedAt: now.toISOString(),
    totalPlaybooks: snapshots.length,
    playbooks: snapshots.map(exportPlaybook),
  };
}

function exportPlaybook({ id, input }: PlaybookSnapshot): ExportedPlaybook {
  const content = readImportedContent(input.content);
  const imageNames = [
    ...content.images.map((image) => image.name),
    ...content.capturedImages.filter((image) => image.status === "completed").map((image) => image.fileName),
  ];
  return {
    id,
    slug: input.slug,
    title: input.title,
    description: input.description,
    // Stored HTML is sanitized already; sanitizing again on the way out is the rule for serving.
    parts: input.parts.map((part) => sanitizePlaybookHtml(part.html ?? "")),
    partMetadata: content.partMetadata,
    images: [...new Set(imageNames)],
    businessArea: input.businessAreas,
    tools: input.tools,
    aiCategories: input.aiCategories,
    batonCategories: input.batonCategories,
    seoData: content.seoData,
    focusKeywords: content.focusKeywords,
    readingTime: playbookReadingTime(input.parts),
    wordCount: totalWordCount(input.parts),
  };
}
