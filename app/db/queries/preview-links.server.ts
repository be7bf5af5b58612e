import type { Kysely } from "kysely";
import type { Database } from "../schema";

export interface PreviewLink {
  id: string;
  playbookId: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

function toPreviewLink(row: Database["playbook_preview_links"]): PreviewLink {
  return {
    id: row.id,
    playbookId: row.playbook_id,
    createdBy: row.created_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

export async function insertPreviewLink(db: Kysely<Database>, link: Omit<PreviewLink, "revokedAt">): Promise<void> {
  await db
    .insertInto("playbook_preview_links")
    .values({
      id: link.id,
      playbook_id: link.playbookId,
      created_by: link.createdBy,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
      revoked_at: null,
    })
    .execute();
}

export async function findPreviewLink(db: Kysely<Database>, id: string): Promise<PreviewLink | undefined> {
  const row = await db.selectFrom("playbook_preview_links").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toPreviewLink(row);
}

/** A playbook's links, newest first. */
export async function listPreviewLinks(db: Kysely<Database>, playbookId: string): Promise<PreviewLink[]> {
  const rows = await db
    .selectFrom("playbook_preview_links")
    .selectAll()
    .where("playbook_id", "=", playbookId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(toPreviewLink);
}

/** Revokes one of the playbook's links; false when it has no such link or it was revoked already. */
export async function revokePreviewLink(db: Kysely<Database>, playbookId: string, id: string, now = new Date()) {
  const result = await db
    .updateTable("playbook_preview_links")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", id)
    .where("playbook_id", "=", playbookId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
