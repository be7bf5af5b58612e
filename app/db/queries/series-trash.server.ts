import type { Kysely } from "kysely";
import { readJson, toJson } from "../json";
import type { Database } from "../schema";
import { releaseAddress } from "./redirects.server";
import { replaceSeriesLinks, seriesMembers, type AdminSeries } from "./series-admin.server";
import { TrashRestoreError } from "./trash.server";

/** A series exactly as it was deleted: enough to put it back. */
type SeriesSnapshot = Pick<AdminSeries, "id" | "slug" | "title" | "description" | "icon" | "version"> & {
  createdAt: string;
  updatedAt: string;
  /** Its playbooks in reading order; those deleted meanwhile are skipped on restore. */
  playbookIds: string[];
};

/**
 * Deletes a series by moving it, whole, to the trash; its playbooks stay where they are. The
 * public series page and listings lose it at once. Undefined when no series has this slug.
 */
export async function moveSeriesToTrash(
  db: Kysely<Database>,
  slug: string,
  deletedBy: string | null,
  now = new Date(),
): Promise<{ title: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const series = await trx.selectFrom("series").selectAll().where("slug", "=", slug).executeTakeFirst();
    if (!series) return undefined;
    const members = await seriesMembers(trx, series.id);
    const snapshot: SeriesSnapshot = {
      id: series.id,
      slug: series.slug,
      title: series.title,
      description: series.description,
      icon: series.icon,
      version: series.version,
      createdAt: series.created_at,
      updatedAt: series.updated_at,
      playbookIds: members.map((member) => member.id),
    };
    await trx
      .insertInto("series_trash")
      .values({
        id: series.id,
        slug,
        title: series.title,
        snapshot: toJson(snapshot),
        deleted_at: now.toISOString(),
        deleted_by: deletedBy,
      })
      .execute();
    // Its playbook links go with it (ON DELETE CASCADE).
    await trx.deleteFrom("series").where("id", "=", series.id).execute();
    return { title: series.title };
  });
}

/** Puts the series back under its old id, with the playbooks of it that still exist in their order. */
export async function restoreSeriesFromTrash(
  db: Kysely<Database>,
  id: string,
): Promise<{ slug: string; title: string }> {
  return db.transaction().execute(async (trx) => {
    const entry = await trx.selectFrom("series_trash").select("snapshot").where("id", "=", id).executeTakeFirst();
    if (!entry) throw new TrashRestoreError("This series is no longer in the trash.");
    const snapshot = readJson<SeriesSnapshot | undefined>(entry.snapshot, undefined);
    if (!snapshot) throw new Error("A stored series snapshot is unreadable");
    const taken = await trx.selectFrom("series").select("id").where("slug", "=", snapshot.slug).executeTakeFirst();
    if (taken) {
      throw new TrashRestoreError(
        `Another series now uses the address "/series/${snapshot.slug}". Change that one's slug first, then restore this one.`,
      );
    }
    await releaseAddress(trx, "series", snapshot.slug);
    await trx
      .insertInto("series")
      .values({
        id: snapshot.id,
        slug: snapshot.slug,
        title: snapshot.title,
        description: snapshot.description,
        icon: snapshot.icon,
        // Higher than any manager page could still have open.
        version: snapshot.version + 1,
        source_hash: null,
        created_at: snapshot.createdAt,
        updated_at: snapshot.updatedAt,
      })
      .execute();
    await replaceSeriesLinks(trx, snapshot.id, snapshot.playbookIds);
    await trx.deleteFrom("series_trash").where("id", "=", id).execute();
    return { slug: snapshot.slug, title: snapshot.title };
  });
}
