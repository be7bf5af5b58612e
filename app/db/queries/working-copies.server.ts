import type { Kysely, Selectable } from "kysely";
import type { PlaybookDraft } from "~/modules/admin/playbook-draft";
import { readJson, toJson } from "../json";
import type { Database } from "../schema";

/** An editing session's unsaved text, as autosave last wrote it. */
export interface WorkingCopy {
  id: string;
  playbookId: string;
  baseVersion: number;
  draft: PlaybookDraft;
  wordCount: number;
  editedBy: string;
  createdAt: string;
  updatedAt: string;
  /** When a save from it was refused because another was saved first. */
  refusedAt: string | null;
}

export interface WorkingCopyWrite {
  id: string;
  playbookId: string;
  baseVersion: number;
  draft: PlaybookDraft;
  wordCount: number;
  editedBy: string;
}

type Row = Selectable<Database["playbook_working_copies"]>;

function toWorkingCopy(row: Row): WorkingCopy {
  return {
    id: row.id,
    playbookId: row.playbook_id,
    baseVersion: row.base_version,
    draft: readJson<PlaybookDraft>(row.draft, {} as PlaybookDraft),
    wordCount: row.word_count,
    editedBy: row.edited_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    refusedAt: row.refused_at,
  };
}

/**
 * Writes the session's copy, creating it on its first autosave. False when the id already
 * belongs to another playbook's session (a copy never moves between playbooks).
 */
export async function saveWorkingCopy(db: Kysely<Database>, copy: WorkingCopyWrite, now = new Date()) {
  const timestamp = now.toISOString();
  const changes = {
    base_version: copy.baseVersion,
    draft: toJson(copy.draft),
    word_count: copy.wordCount,
    edited_by: copy.editedBy,
    updated_at: timestamp,
  };
  const row = await db
    .insertInto("playbook_working_copies")
    .values({ id: copy.id, playbook_id: copy.playbookId, created_at: timestamp, refused_at: null, ...changes })
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet(changes).where("playbook_working_copies.playbook_id", "=", copy.playbookId),
    )
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** A playbook's unsaved copies, most recently edited first. */
export async function listWorkingCopies(db: Kysely<Database>, playbookId: string): Promise<WorkingCopy[]> {
  const rows = await db
    .selectFrom("playbook_working_copies")
    .selectAll()
    .where("playbook_id", "=", playbookId)
    .orderBy("updated_at", "desc")
    .execute();
  return rows.map(toWorkingCopy);
}

export async function findWorkingCopy(
  db: Kysely<Database>,
  playbookId: string,
  id: string,
): Promise<WorkingCopy | undefined> {
  const row = await db
    .selectFrom("playbook_working_copies")
    .selectAll()
    .where("id", "=", id)
    .where("playbook_id", "=", playbookId)
    .executeTakeFirst();
  return row && toWorkingCopy(row);
}

/** Removes a copy (saved, or discarded by the owner); false when there was none. */
export async function deleteWorkingCopy(db: Kysely<Database>, playbookId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("playbook_working_copies")
    .where("id", "=", id)
    .where("playbook_id", "=", playbookId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function markWorkingCopyRefused(db: Kysely<Database>, id: string, now = new Date()): Promise<void> {
  await db.updateTable("playbook_working_copies").set({ refused_at: now.toISOString() }).where("id", "=", id).execute();
}

/** Copies of playbooks that are neither live nor in the trash (purged) go with them. */
export async function deleteOrphanedWorkingCopies(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom("playbook_working_copies")
    .where("playbook_id", "not in", (eb) => eb.selectFrom("playbooks").select("id"))
    .where("playbook_id", "not in", (eb) => eb.selectFrom("playbook_trash").select("id"))
    .execute();
}
