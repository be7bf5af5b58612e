import type { Kysely } from "kysely";
import { toJson } from "../json";
import type { Database, PlaybookStatus } from "../schema";
import {
  parseSnapshot,
  readPlaybookSnapshot,
  type PlaybookSnapshot,
  type PublicationSchedule,
} from "./playbook-snapshots.server";
import { playbookColumns, writePlaybookChildren } from "./playbooks.server";
import { deleteOrphanedRedirects, releaseAddress } from "./redirects.server";
import { deleteOrphanedRevisions } from "./revisions.server";
import { deleteOrphanedWorkingCopies } from "./working-copies.server";

/** Deleted playbooks can be restored for this long, then they are purged with their history. */
export const TRASH_RETENTION_DAYS = 30;
const RETENTION_MS = TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000;

export interface TrashEntry {
  id: string;
  slug: string;
  title: string;
  deletedAt: string;
  deletedBy: string | null;
  /** When it will be purged for good. */
  purgeAt: string;
  /** A playbook's publication schedule as it was when deleted: restoring it keeps it. */
  schedule?: PublicationSchedule;
}

/** A playbook back from the trash, as the restore's caller needs it to carry on its schedule. */
export interface RestoredPlaybook {
  id: string;
  slug: string;
  title: string;
  status: PlaybookStatus;
  schedule: PublicationSchedule;
}

/** A restore that cannot go ahead, with a message for the admin. */
export class TrashRestoreError extends Error {
  override name = "TrashRestoreError";
}

/**
 * Deletes a playbook by moving it, whole, to the trash: the live row goes (so public queries
 * need no filter) and its snapshot stays. Undefined when no playbook has this slug.
 */
export async function moveToTrash(
  db: Kysely<Database>,
  slug: string,
  deletedBy: string | null,
  now: Date = new Date(),
): Promise<{ id: string; title: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("playbooks").select("id").where("slug", "=", slug).executeTakeFirst();
    const snapshot = row && (await readPlaybookSnapshot(trx, row.id));
    if (!snapshot) return undefined;
    await trx
      .insertInto("playbook_trash")
      .values({
        id: snapshot.id,
        slug,
        title: snapshot.input.title,
        snapshot: toJson(snapshot),
        deleted_at: now.toISOString(),
        deleted_by: deletedBy,
      })
      .execute();
    // Parts, tags, series places and search text go with it (ON DELETE CASCADE).
    await trx.deleteFrom("playbooks").where("id", "=", snapshot.id).execute();
    return { id: snapshot.id, title: snapshot.input.title };
  });
}

/** Newest deletions first: the playbooks in the trash, or the series. */
export async function listTrash(
  db: Kysely<Database>,
  table: "playbook_trash" | "series_trash" = "playbook_trash",
): Promise<TrashEntry[]> {
  const rows = await db
    .selectFrom(table)
    .select(["id", "slug", "title", "deleted_at", "deleted_by", "snapshot"])
    .orderBy("deleted_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    deletedAt: row.deleted_at,
    deletedBy: row.deleted_by,
    purgeAt: purgeDate(row.deleted_at),
    ...(table === "playbook_trash" ? { schedule: scheduleOf(parseSnapshot(row.snapshot)) } : {}),
  }));
}

function scheduleOf(snapshot: PlaybookSnapshot): PublicationSchedule {
  return { publishAt: snapshot.schedule?.publishAt ?? null, unpublishAt: snapshot.schedule?.unpublishAt ?? null };
}

/**
 * Puts the playbook back as it was when deleted, under its old id (so its history follows),
 * its publication schedule included. `alongside` runs in the same transaction: the caller
 * queues what carries the schedule out.
 */
export async function restoreFromTrash(
  db: Kysely<Database>,
  id: string,
  alongside?: (trx: Kysely<Database>, restored: RestoredPlaybook) => Promise<void>,
): Promise<RestoredPlaybook> {
  return db.transaction().execute(async (trx) => {
    const entry = await trx.selectFrom("playbook_trash").select("snapshot").where("id", "=", id).executeTakeFirst();
    if (!entry) throw new TrashRestoreError("This playbook is no longer in the trash.");
    const snapshot = parseSnapshot(entry.snapshot);
    const { slug, title } = snapshot.input;
    const taken = await trx.selectFrom("playbooks").select("id").where("slug", "=", slug).executeTakeFirst();
    if (taken) {
      throw new TrashRestoreError(
        `Another playbook now uses the address "${slug}". Delete that one first, then restore this one.`,
      );
    }
    // A deleted draft comes back as a draft.
    const status = snapshot.status ?? "published";
    const schedule = scheduleOf(snapshot);
    await releaseAddress(trx, "playbook", slug);
    await trx
      .insertInto("playbooks")
      .values({
        id: snapshot.id,
        slug,
        status,
        ...playbookColumns(snapshot.input, snapshot.updatedAt),
        publish_at: schedule.publishAt,
        unpublish_at: schedule.unpublishAt,
        // A higher version than any editor could still have open.
        version: snapshot.version + 1,
        created_at: snapshot.createdAt,
        published_at: snapshot.publishedAt ?? (status === "published" ? snapshot.createdAt : null),
      })
      .execute();
    await writePlaybookChildren(trx, snapshot.id, snapshot.input, status);
    await restoreSeriesLinks(trx, snapshot);
    await trx.deleteFrom("playbook_trash").where("id", "=", id).execute();
    const restored = { id: snapshot.id, slug, title, status, schedule };
    await alongside?.(trx, restored);
    return restored;
  });
}

/** Back into each series that still exists: at its old place if free, else at the end. */
async function restoreSeriesLinks(trx: Kysely<Database>, snapshot: PlaybookSnapshot): Promise<void> {
  for (const link of snapshot.seriesLinks) {
    const sequences = await trx
      .selectFrom("series_playbooks")
      .select("sequence")
      .where("series_id", "=", link.seriesId)
      .execute();
    const series = await trx.selectFrom("series").select("id").where("id", "=", link.seriesId).executeTakeFirst();
    if (!series) continue;
    const used = new Set(sequences.map((row) => row.sequence));
    const sequence = used.has(link.sequence) ? Math.max(0, ...used) + 1 : link.sequence;
    await trx
      .insertInto("series_playbooks")
      .values({ series_id: link.seriesId, playbook_id: snapshot.id, sequence })
      .execute();
  }
}

/** When something deleted at `deletedAt` leaves the trash for good. */
function purgeDate(deletedAt: string): string {
  return new Date(new Date(deletedAt).getTime() + RETENTION_MS).toISOString();
}

/** Drops playbooks and series in the trash longer than the retention period, with their history, redirects and unsaved copies. */
export async function purgeExpiredTrash(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION_MS).toISOString();
  const playbooks = await db.deleteFrom("playbook_trash").where("deleted_at", "<", cutoff).executeTakeFirst();
  const series = await db.deleteFrom("series_trash").where("deleted_at", "<", cutoff).executeTakeFirst();
  await deleteOrphanedRevisions(db);
  await deleteOrphanedRedirects(db);
  await deleteOrphanedWorkingCopies(db);
  return Number(playbooks.numDeletedRows) + Number(series.numDeletedRows);
}
