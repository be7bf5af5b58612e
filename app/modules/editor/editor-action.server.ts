import { data } from "react-router";
import type { AppContext } from "~/context";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { applyPartOperation, parsePartOperation, shownPartAfter } from "~/modules/admin/part-operations";
import { blankDraftPart, draftFromForm } from "~/modules/admin/playbook-draft";
import { draftFromSnapshot } from "~/modules/admin/playbook-edit.server";
import type { EditorResult } from "./editor-results";
import { savedVersionToCompare } from "./saved-elsewhere.server";
import { discardWorkingCopy, saveFromEditor } from "./working-copy.server";

const whole = (value: FormDataEntryValue | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : 0;
};

/**
 * The editor page's form: Save (and "Replace with my version" after a conflict), discarding a
 * working copy, and, before scripts load, the Parts buttons and the list of parts (applied to
 * the submitted text, nothing saved).
 */
export async function editorAction(context: AppContext, admin: { email: string }, slug: string, form: FormData) {
  const copyId = String(form.get("copyId") ?? "");
  // The playbook is the page's: whatever the form says, a save never lands on another one.
  form.set("slug", slug);
  const operation = parsePartOperation(form.get("partOperation"));
  if (operation || form.has("showPart")) {
    const draft = draftFromForm(form);
    const parts = operation
      ? applyPartOperation(draft.parts, operation, () => blankDraftPart(draft.parts.length + 1))
      : draft.parts;
    const shown = operation
      ? shownPartAfter(operation, whole(form.get("shown")), draft.parts.length)
      : Math.min(whole(form.get("showPart")), parts.length - 1);
    return { intent: "part-operation", draft: { ...draft, parts }, copyId, shown } satisfies EditorResult;
  }
  if (form.has("discardCopyId")) {
    const discarded = form.get("discardCopyId");
    // Discarding the copy this editor reopened discards the editor's own continuation of it too.
    const copies = discarded === form.get("replacesCopyId") ? [discarded, copyId] : [discarded];
    const ok = (await Promise.all(copies.map((id) => discardWorkingCopy(context.db, slug, id)))).some(Boolean);
    return data({ intent: "discard-copy", ok, discarded: String(discarded) } satisfies EditorResult, {
      status: ok ? 200 : 404,
    });
  }
  if (form.get("intent") !== "save" && !form.has("replaceVersion")) throw data("Unknown action", { status: 400 });

  const draft = draftFromForm(form);
  // "Replace with my version" after a conflict: save over the version that was saved meanwhile.
  const replacing = Number(form.get("replaceVersion"));
  if (Number.isInteger(replacing) && replacing > 0) draft.version = replacing;
  const replaces = form.get("replacesCopyId");
  const outcome = await saveFromEditor(context.db, { draft, copyId, replaces, savedBy: admin.email });
  if (outcome.ok) {
    context.logger.info({ slug: outcome.slug, by: admin.email, version: outcome.version }, "playbook saved");
    const stored = await findPlaybookSnapshotBySlug(context.db, outcome.slug);
    const saved = stored ? draftFromSnapshot(stored) : { ...draft, version: outcome.version, slug: outcome.slug };
    return { intent: "save", ok: true, title: draft.title.trim(), saved } satisfies EditorResult;
  }
  const conflict =
    outcome.savedVersion === undefined ? undefined : await savedVersionToCompare(context.db, draft.slug, admin);
  return data({ intent: "save", ok: false, errors: outcome.errors, draft, copyId, conflict } satisfies EditorResult, {
    status: 409,
  });
}
