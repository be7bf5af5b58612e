import { postOnlyAdminApi, requireAdminApi } from "~/modules/auth/guard.server";
import { draftFromForm } from "~/modules/admin/playbook-draft";
import { autosave, discardWorkingCopy } from "~/modules/editor/working-copy.server";
import type { Route } from "./+types/admin.playbooks_.$slug.working-copy";

export const loader = postOnlyAdminApi;

/**
 * Autosave: the editor posts its form as the owner types; the text becomes this session's
 * working copy. `intent=discard`: the owner cancelled, the session's copy (and the one it
 * reopened) goes.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminApi(request, context);
  const form = await request.formData();
  if (form.get("intent") === "discard") {
    for (const id of [form.get("copyId"), form.get("replacesCopyId")]) {
      await discardWorkingCopy(context.db, params.slug, id);
    }
    return Response.json({ discarded: true });
  }
  const outcome = await autosave(context.db, {
    slug: params.slug,
    copyId: form.get("copyId"),
    draft: draftFromForm(form),
    editedBy: admin.email,
    replaces: form.get("replacesCopyId"),
  });
  if (!outcome.ok) return Response.json({ error: outcome.error }, { status: outcome.status });
  return Response.json({ savedAt: outcome.savedAt });
}
