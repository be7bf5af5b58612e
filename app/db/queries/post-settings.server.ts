import type { Kysely } from "kysely";
import { readPostSettings, type StoredPostSettings } from "../post-settings";
import type { Database, PlaybookStatus } from "../schema";

/** What a playbook's share image and head are made from. */
export interface SharingSubject {
  id: string;
  slug: string;
  title: string;
  category: string | null;
  status: PlaybookStatus;
  settings: StoredPostSettings;
}

/** A playbook by its id or its slug, draft or not; undefined when there is none. */
export async function findSharingSubject(
  db: Kysely<Database>,
  by: { id: string } | { slug: string },
): Promise<SharingSubject | undefined> {
  const row = await db
    .selectFrom("playbooks")
    .select(["id", "slug", "title", "category", "status", "content"])
    .$if("id" in by, (query) => query.where("id", "=", (by as { id: string }).id))
    .$if("slug" in by, (query) => query.where("slug", "=", (by as { slug: string }).slug))
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      slug: row.slug,
      title: row.title,
      category: row.category,
      status: row.status,
      settings: readPostSettings(row.content),
    }
  );
}

/** A series the settings page offers, with how many playbooks it holds. */
export interface SeriesChoice {
  id: string;
  title: string;
  playbookCount: number;
}

/** Where a playbook sits: its first series (the one the public page shows) and its place there, and any others. */
export interface SeriesPlacement {
  seriesId: string;
  position: number;
  /** Titles of further series it is in (managed in the series manager). */
  alsoIn: string[];
}

/** Every series A to Z, and where this playbook is in them. */
export async function readSeriesPlacement(
  db: Kysely<Database>,
  playbookId: string,
): Promise<{ choices: SeriesChoice[]; placement: SeriesPlacement | undefined }> {
  const [series, counts, links] = await Promise.all([
    db.selectFrom("series").select(["id", "title", "created_at"]).orderBy("title").execute(),
    db
      .selectFrom("series_playbooks")
      .select((eb) => ["series_id", eb.fn.countAll<number>().as("n")])
      .groupBy("series_id")
      .execute(),
    db.selectFrom("series_playbooks").select(["series_id", "sequence"]).where("playbook_id", "=", playbookId).execute(),
  ]);
  const count = new Map(counts.map((row) => [row.series_id, Number(row.n)]));
  const choices = series.map((row) => ({ id: row.id, title: row.title, playbookCount: count.get(row.id) ?? 0 }));
  // The oldest series is the one the reader shows (findSeriesPosition).
  const mine = series
    .filter((row) => links.some((link) => link.series_id === row.id))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.title.localeCompare(b.title));
  const first = mine[0];
  if (!first) return { choices, placement: undefined };
  const ordered = await db
    .selectFrom("series_playbooks")
    .select("playbook_id")
    .where("series_id", "=", first.id)
    .orderBy("sequence")
    .execute();
  return {
    choices,
    placement: {
      seriesId: first.id,
      position: ordered.findIndex((row) => row.playbook_id === playbookId) + 1,
      alsoIn: mine.slice(1).map((row) => row.title),
    },
  };
}

/**
 * Puts a playbook at `position` (1-based, clamped to the series' length) in `seriesId`, taking
 * it out of the series it was shown in before (`previousSeriesId`), or out of that one only
 * when `seriesId` is null. The series are marked as the owner's, so the content files leave them be.
 */
export async function placeInSeries(
  trx: Kysely<Database>,
  playbookId: string,
  change: { previousSeriesId: string | null; seriesId: string | null; position: number },
  now: Date,
): Promise<void> {
  const touched = [change.previousSeriesId, change.seriesId].filter((id): id is string => id !== null);
  for (const seriesId of new Set(touched)) {
    const members = (
      await trx
        .selectFrom("series_playbooks")
        .select("playbook_id")
        .where("series_id", "=", seriesId)
        .orderBy("sequence")
        .execute()
    )
      .map((row) => row.playbook_id)
      .filter((id) => id !== playbookId);
    if (seriesId === change.seriesId) {
      const index = Math.min(Math.max(change.position, 1), members.length + 1) - 1;
      members.splice(index, 0, playbookId);
    }
    await trx.deleteFrom("series_playbooks").where("series_id", "=", seriesId).execute();
    if (members.length > 0)
      await trx
        .insertInto("series_playbooks")
        .values(members.map((id, index) => ({ series_id: seriesId, playbook_id: id, sequence: index + 1 })))
        .execute();
    await trx
      .updateTable("series")
      .set({ source_hash: null, updated_at: now.toISOString() })
      .where("id", "=", seriesId)
      .execute();
  }
}

/** Writes the date a playbook shows as published (null: dated when it goes public). */
export async function storePublishedAt(db: Kysely<Database>, playbookId: string, at: Date | null): Promise<void> {
  await db
    .updateTable("playbooks")
    .set({ published_at: at?.toISOString() ?? null })
    .where("id", "=", playbookId)
    .execute();
}

/** The publication facts of a playbook: its status, its schedule and its date. */
export async function readPublication(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom("playbooks")
    .select(["id", "slug", "title", "status", "publish_at", "unpublish_at", "published_at", "version"])
    .where("slug", "=", slug)
    .executeTakeFirst();
}
