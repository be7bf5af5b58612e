import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { databaseKind } from "../dialect";
import type { Database, PlaybookStatus } from "../schema";
import { recordSlugChange, releaseAddress } from "./redirects.server";

export interface SeriesMember {
  id: string;
  slug: string;
  title: string;
  status: PlaybookStatus;
}

export interface AdminSeriesSummary {
  slug: string;
  title: string;
  icon: string;
  /** Every playbook in it, drafts included (the public page shows the published ones). */
  playbookCount: number;
  updatedAt: string;
  /** Still as content/series.json made it: a later load of the files may refresh it. */
  fromFiles: boolean;
}

export interface AdminSeries {
  id: string;
  slug: string;
  title: string;
  description: string;
  icon: string;
  version: number;
  updatedAt: string;
  fromFiles: boolean;
  /** In reading order. */
  members: SeriesMember[];
}

export interface SeriesDetailsInput {
  slug: string;
  title: string;
  description: string;
  icon: string;
}

/** A save the manager refuses, with a message for the owner. */
export class SeriesSaveError extends Error {
  override name = "SeriesSaveError";
}

const seriesTaken = (slug: string) =>
  new SeriesSaveError(`Another series already uses the address /series/${slug}. Choose another slug.`);

export async function listSeriesForAdmin(db: Kysely<Database>): Promise<AdminSeriesSummary[]> {
  const rows = await db
    .selectFrom("series as s")
    .select((eb) => [
      "s.slug",
      "s.title",
      "s.icon",
      "s.updated_at",
      "s.source_hash",
      eb
        .selectFrom("series_playbooks as sp")
        .whereRef("sp.series_id", "=", "s.id")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .as("playbook_count"),
    ])
    .orderBy("s.created_at")
    .orderBy("s.title")
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    icon: row.icon,
    playbookCount: Number(row.playbook_count ?? 0),
    updatedAt: row.updated_at,
    fromFiles: row.source_hash !== null,
  }));
}

export async function findSeriesForAdmin(db: Kysely<Database>, slug: string): Promise<AdminSeries | undefined> {
  const series = await db.selectFrom("series").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!series) return undefined;
  const members = await seriesMembers(db, series.id);
  return {
    id: series.id,
    slug: series.slug,
    title: series.title,
    description: series.description,
    icon: series.icon,
    version: series.version,
    updatedAt: series.updated_at,
    fromFiles: series.source_hash !== null,
    members,
  };
}

export async function seriesMembers(db: Kysely<Database>, seriesId: string): Promise<SeriesMember[]> {
  return db
    .selectFrom("series_playbooks as sp")
    .innerJoin("playbooks as p", "p.id", "sp.playbook_id")
    .select(["p.id", "p.slug", "p.title", "p.status"])
    .where("sp.series_id", "=", seriesId)
    .orderBy("sp.sequence")
    .execute();
}

/** Every playbook the owner could add, A to Z. */
export async function listPlaybookChoices(db: Kysely<Database>): Promise<SeriesMember[]> {
  return db
    .selectFrom("playbooks")
    .select(["id", "slug", "title", "status"])
    .orderBy("title")
    .orderBy("slug")
    .execute();
}

/** A new series made in the admin (never refreshed from the content files). */
export async function createSeries(db: Kysely<Database>, details: SeriesDetailsInput, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom("series").select("id").where("slug", "=", details.slug).executeTakeFirst();
    if (taken) throw seriesTaken(details.slug);
    const timestamp = now.toISOString();
    await releaseAddress(trx, "series", details.slug);
    await trx
      .insertInto("series")
      .values({ id: randomUUID(), ...details, source_hash: null, created_at: timestamp, updated_at: timestamp })
      .execute();
  });
}

/**
 * Saves the details form over the series it was opened on, unless it changed since (the
 * version) or was deleted. A new slug keeps the old address as a redirect.
 */
export async function updateSeriesDetails(
  db: Kysely<Database>,
  edit: { storedSlug: string; expectedVersion: number; details: SeriesDetailsInput },
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("series")
      .select(["id", "version"])
      .where("slug", "=", edit.storedSlug)
      .$if(databaseKind(db) === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
    if (!current)
      throw new SeriesSaveError(
        "This series was deleted after you opened it. Restore it from the trash to edit it again.",
      );
    if (current.version !== edit.expectedVersion) {
      throw new SeriesSaveError(
        "Someone else saved this series after you opened it. Your changes were not saved: copy anything you need, then reload.",
      );
    }
    const { slug } = edit.details;
    if (slug !== edit.storedSlug) {
      const taken = await trx.selectFrom("series").select("id").where("slug", "=", slug).executeTakeFirst();
      if (taken) throw seriesTaken(slug);
      await recordSlugChange(trx, "series", current.id, { from: edit.storedSlug, to: slug }, now);
    }
    await trx
      .updateTable("series")
      .set({ ...edit.details, version: current.version + 1, source_hash: null, updated_at: now.toISOString() })
      .where("id", "=", current.id)
      .execute();
  });
}

/** Replaces a series' playbooks with this order (ids that no longer exist are skipped). */
export async function replaceSeriesLinks(
  trx: Kysely<Database>,
  seriesId: string,
  playbookIds: readonly string[],
): Promise<void> {
  await trx.deleteFrom("series_playbooks").where("series_id", "=", seriesId).execute();
  if (playbookIds.length === 0) return;
  const existing = new Set(
    (await trx.selectFrom("playbooks").select("id").where("id", "in", playbookIds).execute()).map((row) => row.id),
  );
  const links = playbookIds
    .filter((id) => existing.has(id))
    .map((playbookId, index) => ({ series_id: seriesId, playbook_id: playbookId, sequence: index + 1 }));
  if (links.length > 0) await trx.insertInto("series_playbooks").values(links).execute();
}

/**
 * Changes a series' playbooks as `change` says, reading the current order inside the same
 * transaction (so two quick clicks or two tabs never lose each other's work). Marks the series
 * as the owner's, so the content files leave it alone. Undefined when the series is gone.
 */
export async function changeSeriesPlaybooks(
  db: Kysely<Database>,
  seriesSlug: string,
  change: (ids: readonly string[]) => string[],
  now = new Date(),
): Promise<SeriesMember[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const series = await trx
      .selectFrom("series")
      .select("id")
      .where("slug", "=", seriesSlug)
      .$if(databaseKind(db) === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
    if (!series) return undefined;
    const before = (await seriesMembers(trx, series.id)).map((member) => member.id);
    await replaceSeriesLinks(trx, series.id, change(before));
    await trx
      .updateTable("series")
      .set({ source_hash: null, updated_at: now.toISOString() })
      .where("id", "=", series.id)
      .execute();
    return seriesMembers(trx, series.id);
  });
}
