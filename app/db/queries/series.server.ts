import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { LIST_COLUMNS, PUBLIC, withPartCounts, type PlaybookListItem } from "./playbook-list.server";
import type { SourceOutcome } from "./resource-pack.server";
import { replaceSeriesLinks } from "./series-admin.server";

export interface SeriesSummary {
  slug: string;
  title: string;
  description: string;
  icon: string;
  playbookCount: number;
  updatedAt: string;
}

export interface Series extends SeriesSummary {
  createdAt: string;
  /** In reading order. */
  playbooks: PlaybookListItem[];
}

interface PlaybookLink {
  slug: string;
  title: string;
}

/** Where a playbook sits in its series: the overview's series bar. */
export interface SeriesPosition {
  series: { slug: string; title: string };
  /** 1-based. */
  position: number;
  total: number;
  previous?: PlaybookLink;
  next?: PlaybookLink;
}

export interface SeriesInput {
  slug: string;
  title: string;
  description: string;
  icon: string;
  /** Playbook slugs in reading order; unknown slugs are skipped. */
  playbookSlugs: string[];
}

/**
 * Loads one series from content/series.json: created when missing, updated when its entry
 * changed, and left alone when it is unchanged, was edited in the admin (source_hash null) or
 * is in the trash, so the files never undo the owner's work.
 */
export async function upsertSeries(
  db: Kysely<Database>,
  input: SeriesInput,
  now: Date = new Date(),
): Promise<SourceOutcome> {
  const sourceHash = createHash("sha256").update(JSON.stringify(input)).digest("hex");
  return db.transaction().execute(async (trx) => {
    const timestamp = now.toISOString();
    const trashed = await trx.selectFrom("series_trash").select("id").where("slug", "=", input.slug).executeTakeFirst();
    if (trashed) return "kept";
    const existing = await trx
      .selectFrom("series")
      .select(["id", "source_hash"])
      .where("slug", "=", input.slug)
      .executeTakeFirst();
    if (existing?.source_hash === null) return "kept";
    if (existing?.source_hash === sourceHash) return "unchanged";
    const id = existing?.id ?? randomUUID();
    const columns = {
      title: input.title,
      description: input.description,
      icon: input.icon,
      source_hash: sourceHash,
      updated_at: timestamp,
    };
    if (existing) await trx.updateTable("series").set(columns).where("id", "=", id).execute();
    else
      await trx
        .insertInto("series")
        .values({ id, slug: input.slug, ...columns, created_at: timestamp })
        .execute();

    const playbooks =
      input.playbookSlugs.length === 0
        ? []
        : await trx.selectFrom("playbooks").select(["id", "slug"]).where("slug", "in", input.playbookSlugs).execute();
    const idBySlug = new Map(playbooks.map((row) => [row.slug, row.id]));
    const ids = input.playbookSlugs.flatMap((slug) => idBySlug.get(slug) ?? []);
    await replaceSeriesLinks(trx, id, ids);
    return existing ? "updated" : "created";
  });
}

/** Every series with a published playbook, oldest first (the order they were created in). */
export async function listSeries(db: Kysely<Database>): Promise<SeriesSummary[]> {
  const rows = await db
    .selectFrom("series as s")
    .select((eb) => [
      "s.slug",
      "s.title",
      "s.description",
      "s.icon",
      "s.updated_at",
      eb
        .selectFrom("series_playbooks as sp")
        .innerJoin("playbooks as p", "p.id", "sp.playbook_id")
        .whereRef("sp.series_id", "=", "s.id")
        .where("p.status", "=", PUBLIC)
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .as("playbook_count"),
    ])
    .orderBy("s.created_at")
    .orderBy("s.title")
    .execute();
  // A series still being built (nothing published in it yet) is not offered to visitors.
  return rows
    .map((row) => ({
      slug: row.slug,
      title: row.title,
      description: row.description,
      icon: row.icon,
      playbookCount: Number(row.playbook_count ?? 0),
      updatedAt: row.updated_at,
    }))
    .filter((series) => series.playbookCount > 0);
}

export async function findSeries(db: Kysely<Database>, slug: string): Promise<Series | undefined> {
  const series = await db.selectFrom("series").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!series) return undefined;
  const rows = await db
    .selectFrom("series_playbooks as sp")
    .innerJoin("playbooks as p", "p.id", "sp.playbook_id")
    .select(LIST_COLUMNS)
    .where("sp.series_id", "=", series.id)
    .where("p.status", "=", PUBLIC)
    .orderBy("sp.sequence")
    .execute();
  const playbooks = await withPartCounts(db, rows);
  return {
    slug: series.slug,
    title: series.title,
    description: series.description,
    icon: series.icon,
    playbookCount: playbooks.length,
    createdAt: series.created_at,
    updatedAt: series.updated_at,
    playbooks,
  };
}

/**
 * The series a playbook belongs to (the oldest, if several) and its neighbours there;
 * undefined when it is in none.
 */
export async function findSeriesPosition(
  db: Kysely<Database>,
  playbookId: string,
): Promise<SeriesPosition | undefined> {
  const series = await db
    .selectFrom("series_playbooks as sp")
    .innerJoin("series as s", "s.id", "sp.series_id")
    .select(["s.id", "s.slug", "s.title"])
    .where("sp.playbook_id", "=", playbookId)
    .orderBy("s.created_at")
    .orderBy("s.title")
    .executeTakeFirst();
  if (!series) return undefined;
  const members = await db
    .selectFrom("series_playbooks as sp")
    .innerJoin("playbooks as p", "p.id", "sp.playbook_id")
    .select(["p.id", "p.slug", "p.title"])
    .where("sp.series_id", "=", series.id)
    .where("p.status", "=", PUBLIC)
    .orderBy("sp.sequence")
    .execute();
  const index = members.findIndex((member) => member.id === playbookId);
  const link = (member: (typeof members)[number] | undefined) =>
    member ? { slug: member.slug, title: member.title } : undefined;
  return {
    series: { slug: series.slug, title: series.title },
    position: index + 1,
    total: members.length,
    previous: link(members[index - 1]),
    next: link(members[index + 1]),
  };
}
