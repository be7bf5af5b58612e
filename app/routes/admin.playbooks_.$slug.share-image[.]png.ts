import { data } from "react-router";
import { findSharingSubject } from "~/db/queries/post-settings.server";
import { requireAdmin } from "~/modules/auth/guard.server";
import { shareImageResponse } from "~/modules/share-image/serve.server";
import type { Route } from "./+types/admin.playbooks_.$slug.share-image[.]png";

/** Any playbook's generated share image, drafts included, for the owner's card previews. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const subject = await findSharingSubject(context.db, { slug: params.slug });
  if (!subject) throw data("Playbook not found", { status: 404 });
  return shareImageResponse(context, subject, { cache: "private" });
}
