import type { Kysely, Transaction } from "kysely";
import type { Database, PlaybookStatus } from "../schema";
import { writeStoredSearchDocument } from "./search-documents.server";

type Queryable = Kysely<Database> | Transaction<Database>;

/**
 * Every status change below is one transaction: the status, the search row (which is what puts a
 * playbook in the catalog, its filters and search) and, through migration 0007's triggers on
 * `playbooks`, the content version that every instance's page cache, RSS feed and sitemap follow.
 */

/** Makes drafts public now, clearing any publish time they had. Returns the ids that were drafts. */
export async function publishPlaybooks(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("playbooks")
      .set({ status: "published", publish_at: null })
      .where("id", "in", ids)
      .where("status", "=", "draft")
      .returning("id")
      .execute();
    for (const { id } of changed) await writeStoredSearchDocument(trx, id);
    // A published playbook that still had a publish time keeps no stale schedule.
    await trx.updateTable("playbooks").set({ publish_at: null }).where("id", "in", ids).execute();
    return changed.map((row) => row.id);
  });
}

/** Takes published playbooks back to drafts now, clearing any unpublish time. Returns the ids that were published. */
export async function unpublishPlaybooks(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("playbooks")
      .set({ status: "draft", unpublish_at: null })
      .where("id", "in", ids)
      .where("status", "=", "published")
      .returning("id")
      .execute();
    if (changed.length > 0)
      await trx
        .deleteFrom("playbook_search")
        .where(
          "playbook_id",
          "in",
          changed.map((row) => row.id),
        )
        .execute();
    await trx.updateTable("playbooks").set({ unpublish_at: null }).where("id", "in", ids).execute();
    return changed.map((row) => row.id);
  });
}

export type ScheduledChange = "publish" | "unpublish";

/**
 * Carries out a scheduled change if its time has come (compare-and-set on the stored time, so
 * a second run, or a run for a schedule since moved or cleared, changes nothing). Otherwise
 * answers the time now stored, or null when there is none.
 */
export async function applyScheduledChange(
  db: Kysely<Database>,
  { playbookId, change, now = new Date() }: { playbookId: string; change: ScheduledChange; now?: Date },
): Promise<{ applied: true } | { applied: false; scheduledAt: string | null }> {
  const column = change === "publish" ? "publish_at" : "unpublish_at";
  const changes =
    change === "publish"
      ? { status: "published" as const, publish_at: null }
      : { status: "draft" as const, unpublish_at: null };
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("playbooks")
      .set(changes)
      .where("id", "=", playbookId)
      .where(column, "<=", now.toISOString())
      .returning("id")
      .executeTakeFirst();
    if (row) {
      if (change === "publish") await writeStoredSearchDocument(trx, playbookId);
      else await trx.deleteFrom("playbook_search").where("playbook_id", "=", playbookId).execute();
      return { applied: true };
    }
    const current = await trx.selectFrom("playbooks").select(column).where("id", "=", playbookId).executeTakeFirst();
    return { applied: false, scheduledAt: current?.[column] ?? null };
  });
}

/** Stores the publish and/or unpublish time of playbooks (null clears it; undefined leaves it). */
export async function storeSchedule(
  db: Queryable,
  ids: readonly string[],
  times: { publishAt?: Date | null; unpublishAt?: Date | null },
): Promise<void> {
  const changes = {
    ...(times.publishAt !== undefined ? { publish_at: times.publishAt?.toISOString() ?? null } : {}),
    ...(times.unpublishAt !== undefined ? { unpublish_at: times.unpublishAt?.toISOString() ?? null } : {}),
  };
  if (ids.length === 0 || Object.keys(changes).length === 0) return;
  await db.updateTable("playbooks").set(changes).where("id", "in", ids).execute();
}

export interface ScheduledPlaybook {
  id: string;
  slug: string;
  title: string;
  status: PlaybookStatus;
  publishAt: string | null;
  unpublishAt: string | null;
}

/** Every playbook with a publish or unpublish time, the soonest first. */
export async function listScheduledPlaybooks(db: Kysely<Database>): Promise<ScheduledPlaybook[]> {
  const rows = await db
    .selectFrom("playbooks")
    .select(["id", "slug", "title", "status", "publish_at", "unpublish_at"])
    .where((eb) => eb.or([eb("publish_at", "is not", null), eb("unpublish_at", "is not", null)]))
    .execute();
  const soonest = (row: (typeof rows)[number]) =>
    [row.publish_at, row.unpublish_at].filter((at): at is string => at !== null).sort()[0]!;
  return rows
    .map((row) => ({ row, at: soonest(row) }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.row.title.localeCompare(b.row.title))
    .map(({ row }) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      status: row.status,
      publishAt: row.publish_at,
      unpublishAt: row.unpublish_at,
    }));
}

/** Ids of the playbooks with these slugs (unknown slugs are left out). */
export async function playbookIdsBySlug(
  db: Kysely<Database>,
  slugs: readonly string[],
): Promise<{ id: string; slug: string; title: string; status: PlaybookStatus }[]> {
  if (slugs.length === 0) return [];
  return db.selectFrom("playbooks").select(["id", "slug", "title", "status"]).where("slug", "in", slugs).execute();
}
