import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { findSavedState } from "~/db/queries/saved-state.server";
import { findWorkingCopy } from "~/db/queries/working-copies.server";
import type { Database, PlaybookStatus } from "~/db/schema";
import type { PlaybookDraft } from "~/modules/admin/playbook-draft";
import { draftFromSnapshot } from "~/modules/admin/playbook-edit.server";
import { SAVED_VERSION } from "./addresses";
import { COPY_ID, workingCopiesOf, type WorkingCopySummary } from "./working-copy.server";

/** What the editor opens with. */
export interface EditorSession {
  /** Stays the same when the playbook moves to another address. */
  playbookId: string;
  draft: PlaybookDraft;
  /**
   * This tab's own working copy: autosave writes there, a save clears it. Always new, so two
   * tabs never write one copy; a reopened copy is taken over (its text moves to this one).
   */
  copyId: string;
  /** The version stored now (a restored copy's draft may carry an older one). */
  savedVersion: number;
  status: PlaybookStatus;
  /** When a draft is scheduled to go public; null when it is not. */
  publishAt: string | null;
  /** The unsaved working copy the editor reopened; this session's first autosave replaces it. */
  restored?: WorkingCopySummary;
  /** The playbook's other unsaved copies (closed tabs, other editors), newest first. */
  otherCopies: WorkingCopySummary[];
}

/**
 * Opens the editor where the owner left off: on the playbook's newest unsaved working copy
 * when there is one (a tab closed before saving), on the copy `copy` names, or on the saved
 * version (no copies, or `copy=saved`). Undefined when there is no such playbook.
 */
export async function openEditor(
  db: Kysely<Database>,
  slug: string,
  copyParam?: string | null,
): Promise<EditorSession | undefined> {
  const [stored, state] = await Promise.all([findPlaybookSnapshotBySlug(db, slug), findSavedState(db, slug)]);
  if (!stored) return undefined;
  const copies = await workingCopiesOf(db, stored.id);
  const named = COPY_ID.safeParse(copyParam);
  const reopen = named.success ? named.data : copyParam === SAVED_VERSION ? undefined : copies[0]?.id;
  const copy = reopen ? await findWorkingCopy(db, stored.id, reopen) : undefined;
  return {
    playbookId: stored.id,
    draft: copy ? { ...copy.draft, slug: stored.input.slug } : draftFromSnapshot(stored),
    copyId: randomUUID(),
    savedVersion: stored.version,
    status: stored.status ?? "published",
    publishAt: state?.publishAt ?? null,
    restored: copy && copies.find((summary) => summary.id === copy.id),
    otherCopies: copies.filter((summary) => summary.id !== copy?.id),
  };
}
