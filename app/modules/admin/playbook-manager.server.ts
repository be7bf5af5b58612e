import type { Kysely } from "kysely";
import type { PlaybookInput } from "~/db/playbook-input";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import {
  PLAYBOOK_DELETED_MESSAGE,
  PlaybookSlugTakenError,
  PlaybookVersionConflictError,
  upsertPlaybook,
} from "~/db/queries/playbooks.server";
import { findRevision } from "~/db/queries/revisions.server";
import type { Database } from "~/db/schema";
import { cardProblems } from "~/modules/cards/problems.server";
import { altTextProblems, imageSourcesWithoutAlt } from "~/modules/editor/image-alt";
import { validateDraft, type PlaybookDraft } from "./playbook-draft";
import { applyDraft } from "./playbook-edit.server";

export type SaveOutcome =
  /** `slug`: where the playbook is stored now (a save may move it). */
  | { ok: true; version: number; slug: string }
  /** `savedVersion`: refused by the version check, someone else saved this version meanwhile. */
  | { ok: false; errors: string[]; savedVersion?: number };

/** A save carrying the version the admin started from; a conflict becomes a message, not an error page. */
async function saveVersioned(db: Kysely<Database>, input: PlaybookInput, savedBy: string): Promise<SaveOutcome> {
  try {
    const { version } = await upsertPlaybook(db, input, new Date(), { savedBy });
    return { ok: true, version, slug: input.slug };
  } catch (error) {
    if (error instanceof PlaybookVersionConflictError) {
      return { ok: false, errors: [error.message], savedVersion: error.currentVersion };
    }
    if (error instanceof PlaybookSlugTakenError) return { ok: false, errors: [error.message] };
    throw error;
  }
}

/**
 * Saves the editor's draft over the stored playbook, unless someone saved since it was loaded,
 * an image it adds or changes has no alt text, or a card is missing what it needs.
 */
export async function saveDraft(db: Kysely<Database>, draft: PlaybookDraft, savedBy: string): Promise<SaveOutcome> {
  const checked = validateDraft(draft);
  if (!checked.ok) return checked;
  const brokenCards = cardProblems(checked.draft.parts);
  if (brokenCards.length > 0) return { ok: false, errors: brokenCards };
  const stored = await findPlaybookSnapshotBySlug(db, checked.draft.slug);
  if (!stored) return { ok: false, errors: [PLAYBOOK_DELETED_MESSAGE] };
  // Only images this save adds or changes must be described; ones stored without alt text wait.
  const untouched = new Set(stored.input.parts.flatMap((part) => imageSourcesWithoutAlt(part.html ?? "")));
  const missingAlt = altTextProblems(checked.draft.parts, untouched);
  if (missingAlt.length > 0) return { ok: false, errors: missingAlt };
  return saveVersioned(db, applyDraft(stored.input, checked.draft), savedBy);
}

/**
 * Makes an older revision the current version. The version it replaces is itself kept as a
 * revision, so a restore can be undone the same way.
 */
export async function restoreRevision(
  db: Kysely<Database>,
  request: { slug: string; revisionId: string; expectedVersion: number; savedBy: string },
): Promise<SaveOutcome> {
  const [revision, stored] = await Promise.all([
    findRevision(db, request.revisionId),
    findPlaybookSnapshotBySlug(db, request.slug),
  ]);
  if (!stored) return { ok: false, errors: [PLAYBOOK_DELETED_MESSAGE] };
  if (!revision || revision.playbookId !== stored.id) {
    return { ok: false, errors: ["This revision does not belong to this playbook."] };
  }
  const input = { ...revision.snapshot.input, slug: stored.input.slug, expectedVersion: request.expectedVersion };
  return saveVersioned(db, input, request.savedBy);
}
