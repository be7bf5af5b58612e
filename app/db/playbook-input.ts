export interface PartHeading {
  id: string;
  text: string;
  level: number;
}

export interface PlaybookPartInput {
  title: string;
  slug: string;
  /** null marks a part that is still being processed. */
  html: string | null;
  wordCount: number;
  headings: PartHeading[];
  keywords: string[];
  /**
   * The slug this part had when the editor loaded it (absent for a new part, and for the
   * importer): a save that changes it keeps the old address as a redirect (app/db/slug-changes.ts).
   */
  previousSlug?: string;
}

/** Everything needed to store a playbook whole; the importer, the editor and the demo seed all produce this. */
export interface PlaybookInput {
  slug: string;
  /**
   * The slug the playbook is stored under when this save moves it to `slug`; its old address
   * then redirects to the new one. Absent: the playbook is found (or created) by `slug`.
   */
  renameFrom?: string;
  title: string;
  description: string;
  /** Working-form extras kept as JSON (SEO data, focus keywords, images, source hash). */
  content: Record<string, unknown>;
  aiCategories: string[];
  batonCategories: string[];
  businessAreas: string[];
  tools: string[];
  keywords: string[];
  parts: PlaybookPartInput[];
  /**
   * When it was first published (the demo library's front matter). Without it a new playbook
   * is dated by its first save and an existing one keeps its date.
   */
  createdAt?: string;
  /**
   * The version the editor loaded. When given, a save is refused (PlaybookVersionConflictError)
   * unless the stored playbook still has this version, so a second admin cannot overwrite the first.
   */
  expectedVersion?: number;
}

export const WORDS_PER_MINUTE = 200;

/** Minutes at 200 words per minute, rounded up (per playbook and per part). */
export function readingTimeMinutes(wordCount: number): number {
  return Math.ceil(Math.max(0, wordCount) / WORDS_PER_MINUTE);
}

export function totalWordCount(parts: readonly { wordCount: number }[]): number {
  return parts.reduce((sum, part) => sum + part.wordCount, 0);
}

export function playbookReadingTime(parts: readonly { wordCount: number }[]): number {
  return readingTimeMinutes(totalWordCount(parts));
}
