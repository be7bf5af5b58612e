import type { Kysely } from "kysely";
import type { PartHeading } from "../playbook-input";
import { readJson } from "../json";
import { readPostSettings, type StoredPostSettings } from "../post-settings";
import type { Database } from "../schema";
import { partHasContent } from "./part-content.server";
import { PUBLIC } from "./playbook-list.server";

export interface PartListing {
  position: number;
  title: string;
  slug: string;
  wordCount: number;
  readingTimeMinutes: number;
}

/** A published playbook as the overview and the reader show it: everything but the parts' bodies, and only parts with content. */
export interface PlaybookForReading {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** The meta description the owner set (or the importer found); "" when none. */
  metaDescription: string;
  /** The owner's search and sharing settings ("" where not set). */
  settings: StoredPostSettings;
  /** Every AI and BATON category it carries, primary first. */
  aiCategories: string[];
  batonCategories: string[];
  keywords: string[];
  wordCount: number;
  readingTimeMinutes: number;
  createdAt: string;
  updatedAt: string;
  /** The date it shows as published (migration 0055): when it went public, or the owner's date. */
  publishedAt: string;
  parts: PartListing[];
}

export interface PartContent extends PartListing {
  /** Sanitized HTML, or null while the part is still being processed. */
  html: string | null;
  headings: PartHeading[];
}

export async function findPlaybookForReading(
  db: Kysely<Database>,
  slug: string,
): Promise<PlaybookForReading | undefined> {
  const playbook = await db
    .selectFrom("playbooks")
    .selectAll()
    .where("slug", "=", slug)
    .where("status", "=", PUBLIC)
    .executeTakeFirst();
  if (!playbook) return undefined;
  const settings = readPostSettings(playbook.content);
  const [parts, tags] = await Promise.all([
    db
      .selectFrom("playbook_parts")
      .select(["position", "title", "slug", "word_count", "reading_time_minutes"])
      .where("playbook_id", "=", playbook.id)
      .where(partHasContent("playbook_parts"))
      .orderBy("position")
      .execute(),
    db
      .selectFrom("playbook_tags")
      .select(["kind", "value"])
      .where("playbook_id", "=", playbook.id)
      .where("kind", "in", ["ai-category", "baton-category"])
      .orderBy("value")
      .execute(),
  ]);
  const withPrimary = (primary: string | null, kind: string) =>
    [
      ...new Set([primary, ...tags.filter((tag) => tag.kind === kind).map((tag) => tag.value)].filter(Boolean)),
    ] as string[];
  return {
    id: playbook.id,
    slug: playbook.slug,
    title: playbook.title,
    description: playbook.description,
    metaDescription: settings.metaDescription,
    settings,
    aiCategories: withPrimary(playbook.category, "ai-category"),
    batonCategories: withPrimary(playbook.baton_category, "baton-category"),
    keywords: readJson<string[]>(playbook.keywords, []),
    wordCount: playbook.word_count,
    readingTimeMinutes: playbook.reading_time_minutes,
    createdAt: playbook.created_at,
    updatedAt: playbook.updated_at,
    // Every public row has one (migration 0055 and every way to publish set it).
    publishedAt: playbook.published_at ?? playbook.created_at,
    parts: parts.map((part) => ({
      position: part.position,
      title: part.title,
      slug: part.slug,
      wordCount: part.word_count,
      readingTimeMinutes: part.reading_time_minutes,
    })),
  };
}

export async function findPartContent(
  db: Kysely<Database>,
  playbookId: string,
  partSlug: string,
): Promise<PartContent | undefined> {
  const part = await db
    .selectFrom("playbook_parts")
    .selectAll()
    .where("playbook_id", "=", playbookId)
    .where("slug", "=", partSlug)
    .where(partHasContent("playbook_parts"))
    .executeTakeFirst();
  if (!part) return undefined;
  return {
    position: part.position,
    title: part.title,
    slug: part.slug,
    wordCount: part.word_count,
    readingTimeMinutes: part.reading_time_minutes,
    html: part.html,
    headings: readJson<PartHeading[]>(part.headings, []),
  };
}
