import type { Kysely, Transaction } from "kysely";
import type { Database, PlaybookStatus } from "../schema";
import { writeStoredSearchDocument } from "./search-documents.server";

type Queryable = Kysely<Database> | Transaction<Database>;

/**
 * Every status change below is one transaction: the status, the search row (which is what puts a
 * playbook in the catalog, its filters and search) and, through migration 0007's triggers on
 * `playbooks`, the content version that every instance's page cache, RSS feed and sitemap follow.
 */

export type ScheduledChange = "publish" | "unpublish";

const CHANGES = {
  publish: { from: "draft", to: "published", time: { publish_at: null } },
  unpublish: { from: "published", to: "draft", time: { unpublish_at: null } },
} as const;

/** Puts changed playbooks in the catalog's index (published) or takes them out (back to draft). */
async function followSearchRows(trx: Transaction<Database>, ids: readonly string[], change: ScheduledChange) {
  if (change === "publish") for (const id of ids) await writeStoredSearchDocument(trx, id);
  else if (ids.length > 0) await trx.deleteFrom("playbook_search").where("playbook_id", "in", ids).execute();
}

/**
 * Publishes drafts, or takes published playbooks back to draft, now; a time scheduled for the
 * same change is cleared (it happened). Returns the ids whose status changed.
 */
export async function changePlaybookStatus(
  db: Kysely<Database>,
  ids: readonly string[],
  change: ScheduledChange,
  now: Date = new Date(),
): Promise<string[]> {
  if (ids.length === 0) return [];
  const { from, to, time } = CHANGES[change];
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("playbooks")
      .set({ status: to })
      // Going public for the first time dates it now; a date it already has (an earlier
      // publication, or one the owner chose) is kept.
      .$if(change === "publish", (query) =>
        query.set((eb) => ({ published_at: eb.fn.coalesce("published_at", eb.val(now.toISOString())) })),
      )
      .where("id", "in", ids)
      .where("status", "=", from)
      .returning("id")
      .execute();
    await followSearchRows(
      trx,
      changed.map((row) => row.id),
      change,
    );
    await trx.updateTable("playbooks").set(time).where("id", "in", ids).execute();
    return changed.map((row) => row.id);
  });
}

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
  const { to, time } = CHANGES[change];
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("playbooks")
      .set({ status: to, ...time })
      // A scheduled publication is dated by the time it was scheduled for, not by when the job
      // ran (both engines read the row's values from before the update on the right-hand side).
      .$if(change === "publish", (query) =>
        query.set((eb) => ({ published_at: eb.fn.coalesce("published_at", eb.ref("publish_at")) })),
      )
      .where("id", "=", playbookId)
      .where(column, "<=", now.toISOString())
      .returning("id")
      .executeTakeFirst();
    if (row) {
      await followSearchRows(trx, [playbookId], change);
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
