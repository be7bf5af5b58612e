import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, ResourcePackItemsTable } from "../schema";

export type PackItem = ResourcePackItemsTable;
export type PackItemSummary = Pick<PackItem, "slug" | "title" | "summary" | "version" | "updated_at" | "updated_by">;

/** The pack's contents in order: what the pack page and the owner's list show. */
export async function listPackItems(db: Kysely<Database>): Promise<PackItemSummary[]> {
  return db
    .selectFrom("resource_pack_items")
    .select(["slug", "title", "summary", "version", "updated_at", "updated_by"])
    .orderBy("position")
    .orderBy("slug")
    .execute();
}

export async function findPackItem(db: Kysely<Database>, slug: string): Promise<PackItem | undefined> {
  return db.selectFrom("resource_pack_items").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export interface PackItemContent {
  title: string;
  summary: string;
  body: string;
}

/**
 * Replaces an item's text with the next version, first keeping the one it replaces as a
 * revision. Call inside a transaction. `sourceHash` is set for text from the content files and
 * null for an owner's edit (which the loader then never overwrites).
 */
export async function replacePackItemVersion(
  trx: Kysely<Database>,
  current: PackItem,
  next: PackItemContent & { position?: number; sourceHash: string | null; savedBy: string | null; now: Date },
): Promise<number> {
  const timestamp = next.now.toISOString();
  await trx
    .insertInto("resource_pack_revisions")
    .values({
      id: randomUUID(),
      item_id: current.id,
      version: current.version,
      title: current.title,
      summary: current.summary,
      body: current.body,
      saved_at: current.updated_at,
      saved_by: current.updated_by,
      replaced_at: timestamp,
      replaced_by: next.savedBy,
    })
    .execute();
  const version = current.version + 1;
  await trx
    .updateTable("resource_pack_items")
    .set({
      title: next.title,
      summary: next.summary,
      body: next.body,
      position: next.position ?? current.position,
      version,
      source_hash: next.sourceHash,
      updated_at: timestamp,
      updated_by: next.savedBy,
    })
    .where("id", "=", current.id)
    .execute();
  return version;
}

export type SourceOutcome = "created" | "updated" | "unchanged" | "kept";

/** The source hash the item was loaded with: undefined when there is no such item, null once the owner edited it. */
export async function packItemSourceHash(db: Kysely<Database>, slug: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom("resource_pack_items")
    .select("source_hash")
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row ? row.source_hash : undefined;
}

/**
 * Loads one item from its content file: created when missing, updated when the file changed,
 * and left alone when it is unchanged or the owner has edited it since.
 */
export async function upsertPackItemFromSource(
  db: Kysely<Database>,
  item: PackItemContent & { slug: string; position: number; sourceHash: string },
  now = new Date(),
): Promise<SourceOutcome> {
  return db.transaction().execute(async (trx) => {
    const current = await findPackItem(trx, item.slug);
    if (!current) {
      await trx
        .insertInto("resource_pack_items")
        .values({
          id: randomUUID(),
          slug: item.slug,
          position: item.position,
          title: item.title,
          summary: item.summary,
          body: item.body,
          version: 1,
          source_hash: item.sourceHash,
          updated_at: now.toISOString(),
          updated_by: null,
        })
        .execute();
      return "created";
    }
    if (current.source_hash === null) return "kept";
    if (current.source_hash === item.sourceHash) return "unchanged";
    await replacePackItemVersion(trx, current, { ...item, savedBy: null, now });
    return "updated";
  });
}
