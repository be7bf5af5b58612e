import type { Kysely } from "kysely";
import type { Database, PlaybookStatus } from "../schema";

/** What an open editor needs to know about the stored playbook, cheaply: is there a newer save, and whose. */
export interface SavedState {
  id: string;
  version: number;
  /** When that version was saved. */
  savedAt: string;
  /** The admin who saved it; null for an import, the demo library or a first save. */
  savedBy: string | null;
  status: PlaybookStatus;
  /** When a draft is scheduled to go public. */
  publishAt: string | null;
}

/**
 * The stored version of a playbook and who saved it (the revision it replaced records the
 * saver). Two indexed reads, so an open editor can ask every few seconds.
 */
export async function findSavedState(db: Kysely<Database>, slug: string): Promise<SavedState | undefined> {
  const row = await db
    .selectFrom("playbooks")
    .select(["id", "version", "updated_at", "status", "publish_at"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const replaced = await db
    .selectFrom("playbook_revisions")
    .select("created_by")
    .where("playbook_id", "=", row.id)
    .where("version", "=", row.version - 1)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return {
    id: row.id,
    version: row.version,
    savedAt: row.updated_at,
    savedBy: replaced?.created_by ?? null,
    status: row.status,
    publishAt: row.publish_at,
  };
}
