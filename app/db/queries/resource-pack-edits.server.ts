import type { Kysely } from "kysely";
import type { Database, ResourcePackRevisionsTable } from "../schema";
import { findPackItem, replacePackItemVersion, type PackItemContent } from "./resource-pack.server";

export type PackItemRevision = ResourcePackRevisionsTable;

export type PackSaveOutcome = { ok: true; version: number } | { ok: false; reason: "missing" | "stale" };

/**
 * The owner's save: refused when the item changed since the editor loaded it (another tab, a
 * restore), so nobody overwrites a version they never saw. The replaced version is kept.
 */
export async function savePackItem(
  db: Kysely<Database>,
  slug: string,
  content: PackItemContent & { expectedVersion: number; savedBy: string; now?: Date },
): Promise<PackSaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const current = await findPackItem(trx, slug);
    if (!current) return { ok: false, reason: "missing" };
    if (current.version !== content.expectedVersion) return { ok: false, reason: "stale" };
    const version = await replacePackItemVersion(trx, current, {
      ...content,
      sourceHash: null,
      now: content.now ?? new Date(),
    });
    return { ok: true, version };
  });
}

/** Newest first. */
export async function listPackItemRevisions(db: Kysely<Database>, itemId: string): Promise<PackItemRevision[]> {
  return db
    .selectFrom("resource_pack_revisions")
    .selectAll()
    .where("item_id", "=", itemId)
    .orderBy("version", "desc")
    .orderBy("replaced_at", "desc")
    .execute();
}

export async function findPackItemRevision(db: Kysely<Database>, id: string): Promise<PackItemRevision | undefined> {
  return db.selectFrom("resource_pack_revisions").selectAll().where("id", "=", id).executeTakeFirst();
}
