import { playbookReadingTime, totalWordCount } from "~/db/playbook-input";
import type { PlaybookSnapshot } from "~/db/queries/playbook-snapshots.server";
import type { PlaybookStatus } from "~/db/schema";
import { readImportedContent } from "./working-form";

/** A card on the Results tab. */
export interface ResultCard {
  slug: string;
  status: PlaybookStatus;
  title: string;
  description: string;
  category: string | null;
  readingTimeMinutes: number;
  wordCount: number;
  parts: { title: string; slug: string }[];
  imageCount: number;
}

export function toResultCard({ input, status }: PlaybookSnapshot): ResultCard {
  return {
    slug: input.slug,
    status: status ?? "published",
    title: input.title,
    description: input.description,
    category: input.aiCategories[0] ?? null,
    readingTimeMinutes: playbookReadingTime(input.parts),
    wordCount: totalWordCount(input.parts),
    parts: input.parts.map((part) => ({ title: part.title, slug: part.slug })),
    imageCount: readImportedContent(input.content).optimizedImages.length,
  };
}
