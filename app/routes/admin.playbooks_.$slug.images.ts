import { postOnlyAdminApi, requireAdminApi } from "~/modules/auth/guard.server";
import { uploadEditorImage } from "~/modules/editor/image-upload.server";
import type { Route } from "./+types/admin.playbooks_.$slug.images";

export const loader = postOnlyAdminApi;

/** The editor's image upload (paste, drop or the toolbar): the stored image's variants, or why not. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminApi(request, context);
  const form = await request.formData();
  const outcome = await uploadEditorImage(context, params.slug, form.get("image"));
  if (!outcome.ok) return Response.json({ error: outcome.error }, { status: outcome.status });
  context.logger.info({ slug: params.slug, by: admin.email, src: outcome.image.src }, "editor image uploaded");
  return Response.json(outcome.image);
}
