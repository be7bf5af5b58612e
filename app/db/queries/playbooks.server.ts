import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { databaseKind } from "../dialect";
import { swapInArrivedImages } from "../image-placement";
import { readJson, toJson } from "../json";
import { playbookReadingTime, readingTimeMinutes, totalWordCount, type PlaybookInput } from "../playbook-input";
import type { Database, PlaybookStatus, PlaybookTagKind } from "../schema";
import { partSlugChanges } from "../slug-changes";
import { LIST_COLUMNS, partCountColumn, toListItem, type PlaybookListItem } from "./playbook-list.server";
import { arrivedImagesOf } from "./import-images.server";
import { recordPartSlugChanges, recordSlugChange, releaseAddress } from "./redirects.server";
import { recordRevision } from "./revisions.server";
import { writeSearchDocument } from "./search-documents.server";

/** Newest first, as every public listing orders them. */
export async function listPlaybookSummaries(db: Kysely<Database>): Promise<PlaybookListItem[]> {
  const rows = await db
    .selectFrom("playbooks as p")
    .select((eb) => [...LIST_COLUMNS, partCountColumn(eb)])
    .orderBy("p.updated_at", "desc")
    .orderBy("p.title")
    .execute();
  return rows.map((row) => toListItem(row, Number(row.part_count ?? 0)));
}

export async function countPlaybooks(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("playbooks")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findPlaybookIdBySlug(db: Kysely<Database>, slug: string): Promise<string | undefined> {
  const row = await db.selectFrom("playbooks").select("id").where("slug", "=", slug).executeTakeFirst();
  return row?.id;
}

/** A playbook's slug now, found by its id (undefined once it is deleted). */
export async function findPlaybookSlugById(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom("playbooks").select("slug").where("id", "=", id).executeTakeFirst();
  return row?.slug;
}

export async function readPlaybookContent(
  db: Kysely<Database>,
  slug: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom("playbooks").select("content").where("slug", "=", slug).executeTakeFirst();
  return row ? readJson<Record<string, unknown>>(row.content, {}) : undefined;
}

export const PLAYBOOK_DELETED_MESSAGE =
  "This playbook was deleted after you opened it, so your changes were not saved. Restore it from the trash to edit it again.";

export class PlaybookVersionConflictError extends Error {
  constructor(
    public readonly slug: string,
    public readonly expectedVersion: number,
    public readonly currentVersion: number | undefined,
  ) {
    super(
      currentVersion === undefined
        ? PLAYBOOK_DELETED_MESSAGE
        : `Someone else saved this playbook after you opened it (you edited version ${expectedVersion}; version ${currentVersion} is now saved). Your changes were not saved: copy anything you need, then reload to edit the latest version.`,
    );
    this.name = "PlaybookVersionConflictError";
  }
}

/** A rename to a slug another playbook already has. */
export class PlaybookSlugTakenError extends Error {
  constructor(public readonly slug: string) {
    super(`Another playbook already uses the address /catalog/${slug}. Choose another slug.`);
    this.name = "PlaybookSlugTakenError";
  }
}

export interface SaveOptions {
  /** Recorded on the revision that keeps the replaced version; null for the importer and the demo loader. */
  savedBy?: string | null;
  /** The status of a playbook the save creates (the importer's are drafts); an existing one keeps its own. */
  statusIfNew?: PlaybookStatus;
  /** More writes to make in the same transaction once an existing playbook is stored (its settings' date and series place). */
  alongside?: (trx: Kysely<Database>, id: string) => Promise<void>;
}

/**
 * Stores a playbook whole or not at all: the row, its parts and its tags in one transaction.
 * An existing slug is updated in place (its id and created_at are kept, its version goes up)
 * and its previous state is kept as a revision in the same transaction. This is the one place
 * slugs change, so it also keeps every address the save moves (the playbook's, with
 * `renameFrom`, and each part's) as a redirect to the new one.
 */
export async function upsertPlaybook(
  db: Kysely<Database>,
  input: PlaybookInput,
  now: Date = new Date(),
  options: SaveOptions = {},
): Promise<{ id: string; created: boolean; version: number }> {
  return db.transaction().execute(async (trx) => {
    const timestamp = now.toISOString();
    // On PostgreSQL the row stays locked until commit, so a concurrent save waits and then sees
    // this one's version (SQLite runs one write transaction at a time anyway).
    const storedSlug = input.renameFrom ?? input.slug;
    const existing = await trx
      .selectFrom("playbooks")
      .select(["id", "version", "status"])
      .where("slug", "=", storedSlug)
      .$if(databaseKind(db) === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
    if (input.expectedVersion !== undefined && existing?.version !== input.expectedVersion) {
      throw new PlaybookVersionConflictError(storedSlug, input.expectedVersion, existing?.version);
    }
    const saved = existing ? await withArrivedImages(trx, existing.id, input) : input;
    const columns = playbookColumns(saved, timestamp);

    if (!existing) {
      if (saved.renameFrom !== undefined) throw new PlaybookVersionConflictError(storedSlug, 0, undefined);
      const id = randomUUID();
      const status = options.statusIfNew ?? "published";
      await releaseAddress(trx, "playbook", saved.slug);
      await trx
        .insertInto("playbooks")
        .values({
          id,
          slug: saved.slug,
          ...columns,
          status,
          version: 1,
          created_at: saved.createdAt ?? timestamp,
          // Public from its first save (the demo library): dated like its creation.
          published_at: status === "published" ? (saved.createdAt ?? timestamp) : null,
        })
        .execute();
      await writePlaybookChildren(trx, id, saved, status);
      return { id, created: true, version: 1 };
    }

    if (saved.slug !== storedSlug) {
      const taken = await trx.selectFrom("playbooks").select("id").where("slug", "=", saved.slug).executeTakeFirst();
      if (taken) throw new PlaybookSlugTakenError(saved.slug);
      await recordSlugChange(trx, "playbook", existing.id, { from: storedSlug, to: saved.slug }, now);
    }
    await recordRevision(trx, existing.id, options.savedBy ?? null, now);
    await trx
      .updateTable("playbooks")
      .set({ ...columns, slug: saved.slug, version: existing.version + 1 })
      .$if(saved.createdAt !== undefined, (query) => query.set({ created_at: saved.createdAt! }))
      .where("id", "=", existing.id)
      .execute();
    const oldParts = await trx
      .selectFrom("playbook_parts")
      .select("slug")
      .where("playbook_id", "=", existing.id)
      .orderBy("position")
      .execute();
    await trx.deleteFrom("playbook_parts").where("playbook_id", "=", existing.id).execute();
    await trx.deleteFrom("playbook_tags").where("playbook_id", "=", existing.id).execute();
    await writePlaybookChildren(trx, existing.id, saved, existing.status);
    const changes = partSlugChanges(
      oldParts.map((part) => part.slug),
      saved.parts,
    );
    const currentSlugs = saved.parts.map((part) => part.slug);
    await recordPartSlugChanges(trx, existing.id, changes, currentSlugs, now);
    await options.alongside?.(trx, existing.id);
    return { id: existing.id, created: false, version: existing.version + 1 };
  });
}

/**
 * The input with the playbook's web images that arrived after its text was loaded put back
 * (an editor opened before an image came still has its web address): read under the save's
 * lock, so an image arriving meanwhile is never written over (decision 25).
 */
async function withArrivedImages(trx: Kysely<Database>, id: string, input: PlaybookInput): Promise<PlaybookInput> {
  const arrived = await arrivedImagesOf(trx, id);
  if (arrived.size === 0) return input;
  const parts = input.parts.map((part) =>
    part.html === null ? part : { ...part, html: swapInArrivedImages(part.html, arrived) },
  );
  return { ...input, parts };
}

/** The playbooks row's own columns for an input (everything but id, slug, version and created_at). */
export function playbookColumns(input: PlaybookInput, updatedAt: string) {
  return {
    title: input.title,
    description: input.description,
    content: toJson(input.content),
    category: input.aiCategories[0] ?? null,
    baton_category: input.batonCategories[0] ?? null,
    keywords: toJson(input.keywords),
    word_count: totalWordCount(input.parts),
    reading_time_minutes: playbookReadingTime(input.parts),
    updated_at: updatedAt,
  };
}

/**
 * Parts, tags and search text of a playbook whose row exists and has none of them yet. A draft
 * gets no search text: the catalog, its filters and search read the search rows, so a draft
 * cannot appear there.
 */
export async function writePlaybookChildren(
  trx: Kysely<Database>,
  id: string,
  input: PlaybookInput,
  status: PlaybookStatus,
): Promise<void> {
  if (input.parts.length > 0) {
    await trx
      .insertInto("playbook_parts")
      .values(
        input.parts.map((part, index) => ({
          id: randomUUID(),
          playbook_id: id,
          position: index + 1,
          title: part.title,
          slug: part.slug,
          html: part.html,
          word_count: part.wordCount,
          reading_time_minutes: readingTimeMinutes(part.wordCount),
          headings: toJson(part.headings),
          keywords: toJson(part.keywords),
        })),
      )
      .execute();
  }
  const tags = tagRows(id, input);
  if (tags.length > 0) await trx.insertInto("playbook_tags").values(tags).execute();
  if (status === "published") await writeSearchDocument(trx, id, input);
}

function tagRows(playbookId: string, input: PlaybookInput) {
  const groups: [PlaybookTagKind, string[]][] = [
    ["ai-category", input.aiCategories],
    ["baton-category", input.batonCategories],
    ["business-area", input.businessAreas],
    ["tool", input.tools],
  ];
  return groups.flatMap(([kind, values]) =>
    [...new Set(values)].map((value) => ({ playbook_id: playbookId, kind, value })),
  );
}
