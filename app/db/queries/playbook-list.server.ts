import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { Database, PlaybookStatus } from "../schema";
import { partHasContent } from "./part-content.server";

/** What every public read keeps (`.where("p.status", "=", PUBLIC)`): drafts are seen only in the admin. */
export const PUBLIC: PlaybookStatus = "published";

/** What every playbook card shows, plus the id and date the pages need around it. */
export interface PlaybookListItem {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string | null;
  batonCategory: string | null;
  wordCount: number;
  readingTimeMinutes: number;
  partCount: number;
  updatedAt: string;
}

/** The playbooks columns a card needs (select them, then map each row with toListItem). */
export const LIST_COLUMNS = [
  "p.id",
  "p.slug",
  "p.title",
  "p.description",
  "p.category",
  "p.baton_category",
  "p.word_count",
  "p.reading_time_minutes",
  "p.updated_at",
] as const;

/** A playbooks row with LIST_COLUMNS selected. */
export interface ListRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string | null;
  baton_category: string | null;
  word_count: number;
  reading_time_minutes: number;
  updated_at: string;
}

export function toListItem(row: ListRow, partCount: number): PlaybookListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    batonCategory: row.baton_category,
    wordCount: row.word_count,
    readingTimeMinutes: row.reading_time_minutes,
    partCount,
    updatedAt: row.updated_at,
  };
}

/**
 * The part count (parts with content) of the playbook aliased `p`, as a column of the rows returned: counted for
 * each row a query returns, in the same round trip.
 */
export function partCountColumn(eb: ExpressionBuilder<Database & { p: Database["playbooks"] }, "p">) {
  return eb
    .selectFrom("playbook_parts as pp")
    .whereRef("pp.playbook_id", "=", "p.id")
    .where(partHasContent("pp"))
    .select((sub) => sub.fn.countAll<number>().as("n"))
    .as("part_count");
}

/** Part counts (parts with content) for the playbooks shown, in one grouped query (not one per card). */
export async function partCounts(db: Kysely<Database>, playbookIds: readonly string[]): Promise<Map<string, number>> {
  if (playbookIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("playbook_parts")
    .select((eb) => ["playbook_id", eb.fn.countAll<number>().as("n")])
    .where("playbook_id", "in", playbookIds)
    .where(partHasContent("playbook_parts"))
    .groupBy("playbook_id")
    .execute();
  return new Map(rows.map((row) => [row.playbook_id, Number(row.n)]));
}

/** Rows to list items, with their part counts. */
export async function withPartCounts(db: Kysely<Database>, rows: readonly ListRow[]): Promise<PlaybookListItem[]> {
  const counts = await partCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toListItem(row, counts.get(row.id) ?? 0));
}

/** One playbook as a card (the featured guide on a category page), or undefined. */
export async function findListItem(db: Kysely<Database>, slug: string): Promise<PlaybookListItem | undefined> {
  const row = await db
    .selectFrom("playbooks as p")
    .select(LIST_COLUMNS)
    .where("p.slug", "=", slug)
    .where("p.status", "=", PUBLIC)
    .executeTakeFirst();
  return row ? (await withPartCounts(db, [row]))[0] : undefined;
}

export interface FeedItem {
  slug: string;
  title: string;
  description: string;
  category: string | null;
  /** The date it shows as published: when it went public, or the owner's date. */
  publishedAt: string;
}

/** The newest playbooks by publication date, for the RSS feed. */
export async function listNewestPlaybooks(db: Kysely<Database>, limit: number): Promise<FeedItem[]> {
  const rows = await db
    .selectFrom("playbooks")
    .select(["slug", "title", "description", "category", "published_at", "created_at"])
    .where("status", "=", PUBLIC)
    .orderBy("published_at", "desc")
    .orderBy(sql`lower(title)`)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    publishedAt: row.published_at ?? row.created_at,
  }));
}
