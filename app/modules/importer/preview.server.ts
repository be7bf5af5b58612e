import { z } from "zod";
import { playbookReadingTime, readingTimeMinutes, totalWordCount } from "~/db/playbook-input";
import type { PlaybookSnapshot } from "~/db/queries/playbook-snapshots.server";
import { sanitizePlaybookHtml } from "~/modules/html/sanitize.server";
import { KEYWORD_LIMIT } from "./limits";
import { type ImportedContent, readImportedContent } from "./working-form";

export const PREVIEW_VIEWS = ["overview", "content", "seo", "images", "captured", "optimized"] as const;
export const previewViewSchema = z.enum(PREVIEW_VIEWS).catch("overview");
export type PreviewView = (typeof PREVIEW_VIEWS)[number];

/** The spec's preview shows 3 headings (each cut at 30 characters), 4 images and at most 10 keywords. */
export const PREVIEW_HEADINGS = 3;
export const PREVIEW_HEADING_CHARS = 30;
export const PREVIEW_IMAGES = 4;

export interface PlaybookPreview {
  slug: string;
  title: string;
  description: string;
  aiCategories: string[];
  batonCategories: string[];
  businessAreas: string[];
  tools: string[];
  readingTimeMinutes: number;
  wordCount: number;
  parts: { title: string; slug: string; wordCount: number; readingTimeMinutes: number; html?: string }[];
  headings: string[];
  images: ImportedContent["optimizedImages"];
  keywords: string[];
  content: ImportedContent;
}

export function cutText(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** What the Preview tab shows; part bodies (sanitized again) only for the Content view. */
export function toPreview({ input }: PlaybookSnapshot, view: PreviewView): PlaybookPreview {
  const content = readImportedContent(input.content);
  return {
    slug: input.slug,
    title: input.title,
    description: input.description,
    aiCategories: input.aiCategories,
    batonCategories: input.batonCategories,
    businessAreas: input.businessAreas,
    tools: input.tools,
    readingTimeMinutes: playbookReadingTime(input.parts),
    wordCount: totalWordCount(input.parts),
    parts: input.parts.map((part) => ({
      title: part.title,
      slug: part.slug,
      wordCount: part.wordCount,
      readingTimeMinutes: readingTimeMinutes(part.wordCount),
      ...(view === "content" && { html: sanitizePlaybookHtml(part.html ?? "") }),
    })),
    headings: input.parts
      .flatMap((part) => part.headings.map((heading) => heading.text))
      .slice(0, PREVIEW_HEADINGS)
      .map((heading) => cutText(heading, PREVIEW_HEADING_CHARS)),
    images: content.optimizedImages.slice(0, PREVIEW_IMAGES),
    keywords: input.keywords.slice(0, KEYWORD_LIMIT),
    content,
  };
}
