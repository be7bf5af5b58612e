import { playbookReadingTime, totalWordCount } from "~/db/playbook-input";
import type { PlaybookSnapshot } from "~/db/queries/playbook-snapshots.server";
import type { PlaybookStatus } from "~/db/schema";
import type { ImportImageView } from "~/db/queries/import-images.server";
import { fileNameOf, imageSourcesWithoutAlt } from "~/modules/editor/image-alt";
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

/** What a result card says besides the playbook: whether to check its categories, and its web images. */
export interface ResultNotes {
  /** Why the categories were a guess ("check categories"); empty when chosen on evidence. */
  categoryCheck: string[];
  /** The web images that came after the playbook was stored, each as it stands. */
  webImages: Pick<ImportImageView, "url" | "status" | "error">[];
  /** What publishing it would warn about: its parts with nothing to read ("2 parts are empty…"). */
  emptyParts?: string;
  /** Its images without alt text, each with the part it is in, to describe in the editor. */
  missingAlt: { part: string; image: string }[];
}

export function toResultNotes(
  { input }: PlaybookSnapshot,
  webImages: readonly ImportImageView[],
  emptyParts?: string,
): ResultNotes {
  return {
    categoryCheck: readImportedContent(input.content).categoryCheck,
    webImages: webImages.map(({ url, status, error }) => ({ url, status, error })),
    emptyParts,
    missingAlt: input.parts.flatMap((part) =>
      imageSourcesWithoutAlt(part.html ?? "").map((src) => ({ part: part.title, image: fileNameOf(src) })),
    ),
  };
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
