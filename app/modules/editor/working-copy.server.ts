import type { Kysely } from "kysely";
import { z } from "zod";
import { findPlaybookIdBySlug } from "~/db/queries/playbooks.server";
import type { Database } from "~/db/schema";
import {
  deleteWorkingCopy,
  listWorkingCopies,
  markWorkingCopyRefused,
  saveWorkingCopy,
  type WorkingCopy,
} from "~/db/queries/working-copies.server";
import { PARTS_MAX, type PlaybookDraft } from "~/modules/admin/playbook-draft";
import { saveDraft, type SaveOutcome } from "~/modules/admin/playbook-manager.server";
import { htmlWordCount } from "~/modules/text/html-words";
import { savedElsewhere } from "./saved-elsewhere.server";

export const COPY_ID = z.uuid();

/**
 * What autosave accepts: anything the owner may have typed, valid or not (an empty title, too
 * long a description), so nothing is refused mid-sentence; only the shape and generous bounds
 * are checked. The save checks the rules.
 */
const typedDraft = z.object({
  slug: z.string().min(1).max(200),
  urlSlug: z.string().max(300),
  version: z.number().int().min(1),
  title: z.string().max(5_000),
  description: z.string().max(20_000),
  aiCategories: z.array(z.string().max(100)).max(20),
  batonCategories: z.array(z.string().max(100)).max(20),
  parts: z
    .array(
      z.object({
        title: z.string().max(5_000),
        html: z.string().max(500_000),
        slug: z.string().max(300),
        storedSlug: z.string().max(300),
      }),
    )
    .max(PARTS_MAX * 2),
  metaDescription: z.string().max(5_000),
  keywords: z.string().max(5_000),
});

export type AutosaveOutcome = { ok: true; savedAt: string } | { ok: false; status: 400 | 404 | 409; error: string };

const draftWords = (draft: PlaybookDraft) => draft.parts.reduce((sum, part) => sum + htmlWordCount(part.html), 0);

/**
 * Autosave: the session's working copy becomes what the editor holds now. A session that
 * reopened another copy (`replaces`) takes it over: once its own is written, that one goes.
 */
export async function autosave(
  db: Kysely<Database>,
  request: { slug: string; copyId: unknown; draft: PlaybookDraft; editedBy: string; replaces?: unknown },
  now = new Date(),
): Promise<AutosaveOutcome> {
  const copyId = COPY_ID.safeParse(request.copyId);
  const draft = typedDraft.safeParse(request.draft);
  if (!copyId.success || !draft.success || draft.data.slug !== request.slug) {
    return {
      ok: false,
      status: 400,
      error: "This autosave could not be read. Reload the editor; your last saved text is kept.",
    };
  }
  const playbookId = await findPlaybookIdBySlug(db, request.slug);
  if (!playbookId) {
    const error =
      "This playbook was deleted or moved to another address, so the working copy could not be saved. Your text is still in the editor: copy it before you leave.";
    return { ok: false, status: 404, error };
  }
  const written = await saveWorkingCopy(
    db,
    {
      id: copyId.data,
      playbookId,
      baseVersion: draft.data.version,
      draft: draft.data,
      wordCount: draftWords(draft.data),
      editedBy: request.editedBy,
    },
    now,
  );
  if (!written) return { ok: false, status: 409, error: "This working copy belongs to another playbook." };
  const replaced = COPY_ID.safeParse(request.replaces);
  if (replaced.success && replaced.data !== copyId.data) await deleteWorkingCopy(db, playbookId, replaced.data);
  return { ok: true, savedAt: now.toISOString() };
}

/** Who saved first, as the refused editor is told: the owner's own other tab, another admin, or an import. */
function whoSaved(saver: { savedBy: string | null; byYou: boolean } | undefined): string {
  if (saver?.byYou) return "You saved this playbook in another tab or session";
  if (saver?.savedBy) return `${saver.savedBy} saved this playbook`;
  return saver ? "An import changed this playbook" : "This playbook was saved elsewhere";
}

/** What a refused save tells the owner when another save came first: who, that nothing was lost, and what to do. */
export function conflictMessage(
  editedVersion: number,
  savedVersion: number,
  saver?: { savedBy: string | null; byYou: boolean },
): string {
  return (
    `${whoSaved(saver)} after this editor opened it (it edited version ${editedVersion}; version ${savedVersion} is now saved). ` +
    `Nothing was overwritten and both texts are kept: theirs is version ${savedVersion}, yours stays here and in your working copy. ` +
    `Compare the two and choose part by part, or choose "Replace with my version" (version ${savedVersion} stays in History).`
  );
}

/**
 * The editor's Save. Saved: the session's working copy is done with. Refused: the text stays
 * as the session's copy (marked refused when someone else saved first), so both texts survive
 * a conflict, and a closed tab too.
 */
export async function saveFromEditor(
  db: Kysely<Database>,
  request: { draft: PlaybookDraft; copyId: unknown; replaces?: unknown; savedBy: string },
): Promise<SaveOutcome> {
  const outcome = await saveDraft(db, request.draft, request.savedBy);
  const copyId = COPY_ID.safeParse(request.copyId);
  const playbookId = copyId.success ? await findPlaybookIdBySlug(db, request.draft.slug) : undefined;
  if (playbookId && outcome.ok) {
    for (const id of [copyId.data, request.replaces]) {
      const copy = COPY_ID.safeParse(id);
      if (copy.success) await deleteWorkingCopy(db, playbookId, copy.data);
    }
  }
  if (playbookId && !outcome.ok) {
    const { draft, replaces, savedBy } = request;
    await autosave(db, { slug: draft.slug, copyId: copyId.data, draft, editedBy: savedBy, replaces });
    if (outcome.savedVersion !== undefined) await markWorkingCopyRefused(db, copyId.data!);
  }
  if (outcome.ok || outcome.savedVersion === undefined) return outcome;
  const saver = await savedElsewhere(db, request.draft.slug, { email: request.savedBy });
  return { ...outcome, errors: [conflictMessage(request.draft.version, outcome.savedVersion, saver)] };
}

/** The owner's answer to "keep or discard" for a copy left by a closed tab. */
export async function discardWorkingCopy(db: Kysely<Database>, slug: string, copyId: unknown): Promise<boolean> {
  const id = COPY_ID.safeParse(copyId);
  const playbookId = id.success ? await findPlaybookIdBySlug(db, slug) : undefined;
  return playbookId !== undefined && deleteWorkingCopy(db, playbookId, id.data!);
}

/** A copy as the editor's "unsaved work" notice lists it (its text is read when it is reopened). */
export type WorkingCopySummary = Omit<WorkingCopy, "draft" | "playbookId">;

export async function workingCopiesOf(db: Kysely<Database>, playbookId: string): Promise<WorkingCopySummary[]> {
  const copies = await listWorkingCopies(db, playbookId);
  return copies.map(({ draft: _draft, playbookId: _playbookId, ...summary }) => summary);
}
