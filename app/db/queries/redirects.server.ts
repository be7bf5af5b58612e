import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, RedirectKind } from "../schema";
import { partHasContent } from "./part-content.server";
import { PUBLIC } from "./playbook-list.server";

/** Playbook and series slugs are unique site-wide; a part's only within its playbook. */
const SITE_WIDE = "";

/** One part of a save whose slug changed: its old address now leads to the new one. */
export interface SlugChange {
  from: string;
  to: string;
}

/**
 * A slug someone now uses (a playbook or series created, renamed or restored under it) is an
 * address again, not a redirect: the new page wins, and the listing stops showing the old one.
 */
export async function releaseAddress(trx: Kysely<Database>, kind: "playbook" | "series", slug: string) {
  await trx
    .deleteFrom("slug_redirects")
    .where("kind", "=", kind)
    .where("scope", "=", SITE_WIDE)
    .where("old_slug", "=", slug)
    .execute();
}

/**
 * A playbook or series moved from `from` to `to`: the old slug points at its id, so earlier old
 * slugs (already pointing there) follow it too, and a chain never needs more than one hop.
 */
export async function recordSlugChange(
  trx: Kysely<Database>,
  kind: "playbook" | "series",
  targetId: string,
  change: SlugChange,
  now: Date,
): Promise<void> {
  await releaseAddress(trx, kind, change.to);
  await upsertRedirect(
    trx,
    { kind, scope: SITE_WIDE, old_slug: change.from, target_id: targetId, target_slug: "" },
    now,
  );
}

/**
 * Parts of a playbook that moved. Redirects that led to a moved part's old slug now lead to its
 * new one (chains collapse), and a slug a part now has is no longer redirected (the page wins,
 * which also ends any loop: A→B then B→A leaves only B→A).
 */
export async function recordPartSlugChanges(
  trx: Kysely<Database>,
  playbookId: string,
  changes: readonly SlugChange[],
  currentSlugs: readonly string[],
  now: Date,
): Promise<void> {
  const ofPlaybook = () => trx.deleteFrom("slug_redirects").where("kind", "=", "part").where("scope", "=", playbookId);
  for (const change of changes) {
    await trx
      .updateTable("slug_redirects")
      .set({ target_slug: change.to })
      .where("kind", "=", "part")
      .where("scope", "=", playbookId)
      .where("target_slug", "=", change.from)
      .execute();
    await upsertRedirect(
      trx,
      { kind: "part", scope: playbookId, old_slug: change.from, target_id: playbookId, target_slug: change.to },
      now,
    );
  }
  if (currentSlugs.length > 0) await ofPlaybook().where("old_slug", "in", currentSlugs).execute();
}

async function upsertRedirect(
  trx: Kysely<Database>,
  row: { kind: RedirectKind; scope: string; old_slug: string; target_id: string; target_slug: string },
  now: Date,
): Promise<void> {
  await trx
    .insertInto("slug_redirects")
    .values({ id: randomUUID(), ...row, created_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.columns(["kind", "scope", "old_slug"]).doUpdateSet({
        target_id: row.target_id,
        target_slug: row.target_slug,
        created_at: now.toISOString(),
      }),
    )
    .execute();
}

/** Where an old playbook slug leads now: the playbook's current slug, if it is published. */
export async function findMovedPlaybook(
  db: Kysely<Database>,
  oldSlug: string,
): Promise<{ id: string; slug: string } | undefined> {
  return db
    .selectFrom("slug_redirects as r")
    .innerJoin("playbooks as p", "p.id", "r.target_id")
    .select(["p.id", "p.slug"])
    .where("r.kind", "=", "playbook")
    .where("r.scope", "=", SITE_WIDE)
    .where("r.old_slug", "=", oldSlug)
    .where("p.status", "=", PUBLIC)
    .executeTakeFirst();
}

/** A part's slug now, for one it had before in this playbook; undefined unless that part exists. */
export async function findMovedPart(
  db: Kysely<Database>,
  playbookId: string,
  oldSlug: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("slug_redirects as r")
    .innerJoin("playbook_parts as pp", (join) =>
      join.onRef("pp.playbook_id", "=", "r.target_id").onRef("pp.slug", "=", "r.target_slug"),
    )
    .select("pp.slug")
    .where("r.kind", "=", "part")
    .where("r.scope", "=", playbookId)
    .where(partHasContent("pp"))
    .where("r.old_slug", "=", oldSlug)
    .executeTakeFirst();
  return row?.slug;
}

/** Where an old series slug leads now. */
export async function findMovedSeries(db: Kysely<Database>, oldSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("slug_redirects as r")
    .innerJoin("series as s", "s.id", "r.target_id")
    .select("s.slug")
    .where("r.kind", "=", "series")
    .where("r.scope", "=", SITE_WIDE)
    .where("r.old_slug", "=", oldSlug)
    .executeTakeFirst();
  return row?.slug;
}

export interface RedirectListing {
  id: string;
  kind: RedirectKind;
  from: string;
  /** Undefined while what it leads to is in the trash (the old address answers 404 until a restore). */
  to: string | undefined;
  createdAt: string;
}

/** Every redirect as the admin lists them, newest first, with both addresses as paths. */
export async function listRedirects(db: Kysely<Database>): Promise<RedirectListing[]> {
  const rows = await db
    .selectFrom("slug_redirects as r")
    .leftJoin("playbooks as p", "p.id", "r.target_id")
    .leftJoin("playbook_trash as pt", "pt.id", "r.target_id")
    .leftJoin("series as s", "s.id", "r.target_id")
    .select(["r.id", "r.kind", "r.old_slug", "r.target_slug", "r.created_at"])
    .select(["p.slug as playbook_slug", "pt.slug as trashed_slug", "s.slug as series_slug"])
    .orderBy("r.created_at", "desc")
    .orderBy("r.old_slug")
    .execute();
  return rows.map((row) => {
    const base = row.kind === "series" ? "/series" : "/catalog";
    const current = row.kind === "series" ? row.series_slug : row.playbook_slug;
    const from =
      row.kind === "part"
        ? `/catalog/${row.playbook_slug ?? row.trashed_slug}/${row.old_slug}`
        : `${base}/${row.old_slug}`;
    const to = current && (row.kind === "part" ? `/catalog/${current}/${row.target_slug}` : `${base}/${current}`);
    return { id: row.id, kind: row.kind, from, to: to ?? undefined, createdAt: row.created_at };
  });
}

export async function deleteRedirect(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("slug_redirects").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Redirects to playbooks and series gone for good (purged from the trash). */
export async function deleteOrphanedRedirects(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom("slug_redirects")
    .where((eb) =>
      eb.and([
        eb("target_id", "not in", eb.selectFrom("playbooks").select("id")),
        eb("target_id", "not in", eb.selectFrom("playbook_trash").select("id")),
        eb("target_id", "not in", eb.selectFrom("series").select("id")),
        eb("target_id", "not in", eb.selectFrom("series_trash").select("id")),
      ]),
    )
    .execute();
}
