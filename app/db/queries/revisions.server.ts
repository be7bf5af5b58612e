import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { toJson } from "../json";
import type { Database } from "../schema";
import { parseSnapshot, readPlaybookSnapshot, type PlaybookSnapshot } from "./playbook-snapshots.server";

export interface RevisionSummary {
  id: string;
  version: number;
  title: string;
  /** When that version had been saved. */
  savedAt: string;
  /** When (and by whom) it was replaced, i.e. when this revision was recorded. */
  replacedAt: string;
  replacedBy: string | null;
  partCount: number;
  wordCount: number;
}

export interface Revision extends RevisionSummary {
  playbookId: string;
  snapshot: PlaybookSnapshot;
}

/** Keeps the playbook's current state before a save replaces it; call inside the save's transaction. */
export async function recordRevision(
  trx: Kysely<Database>,
  playbookId: string,
  replacedBy: string | null,
  now: Date,
): Promise<void> {
  const snapshot = await readPlaybookSnapshot(trx, playbookId);
  if (!snapshot) return;
  await trx
    .insertInto("playbook_revisions")
    .values({
      id: randomUUID(),
      playbook_id: playbookId,
      version: snapshot.version,
      snapshot: toJson(snapshot),
      created_at: now.toISOString(),
      created_by: replacedBy,
    })
    .execute();
}

function toRevision(row: {
  id: string;
  playbook_id: string;
  version: number;
  snapshot: unknown;
  created_at: string;
  created_by: string | null;
}): Revision {
  const snapshot = parseSnapshot(row.snapshot);
  return {
    id: row.id,
    playbookId: row.playbook_id,
    version: row.version,
    title: snapshot.input.title,
    savedAt: snapshot.updatedAt,
    replacedAt: row.created_at,
    replacedBy: row.created_by,
    partCount: snapshot.input.parts.length,
    wordCount: snapshot.input.parts.reduce((sum, part) => sum + part.wordCount, 0),
    snapshot,
  };
}

/** Newest first. */
export async function listRevisions(db: Kysely<Database>, playbookId: string): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom("playbook_revisions")
    .selectAll()
    .where("playbook_id", "=", playbookId)
    .orderBy("version", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => {
    const { snapshot: _snapshot, playbookId: _playbookId, ...summary } = toRevision(row);
    return summary;
  });
}

export async function findRevision(db: Kysely<Database>, id: string): Promise<Revision | undefined> {
  const row = await db.selectFrom("playbook_revisions").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toRevision(row);
}

/** The history of playbooks that are neither live nor in the trash (purged) is dropped too. */
export async function deleteOrphanedRevisions(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom("playbook_revisions")
    .where("playbook_id", "not in", (eb) => eb.selectFrom("playbooks").select("id"))
    .where("playbook_id", "not in", (eb) => eb.selectFrom("playbook_trash").select("id"))
    .execute();
}
