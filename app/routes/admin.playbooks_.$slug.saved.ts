import { requireAdminApi } from "~/modules/auth/guard.server";
import { savedElsewhere, savedVersionToCompare } from "~/modules/editor/saved-elsewhere.server";
import type { Route } from "./+types/admin.playbooks_.$slug.saved";

/**
 * What an open editor asks every few seconds: the playbook's stored version, when and by whom
 * it was saved. With `?compare`, the stored version in full, to compare with the editor's text.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdminApi(request, context);
  const compare = new URL(request.url).searchParams.has("compare");
  const state = compare
    ? await savedVersionToCompare(context.db, params.slug, admin)
    : await savedElsewhere(context.db, params.slug, admin);
  if (!state) {
    const error = "This playbook was deleted or moved to another address.";
    return Response.json({ error }, { status: 404 });
  }
  return Response.json(state);
}
