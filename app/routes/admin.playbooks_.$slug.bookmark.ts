import { postOnlyAdminApi, requireAdminApi } from "~/modules/auth/guard.server";
import { bookmarkDownload, fetchBookmark } from "~/modules/cards/bookmark.server";
import type { Route } from "./+types/admin.playbooks_.$slug.bookmark";

export const loader = postOnlyAdminApi;

/** The editor's bookmark card: the linked page's own title, description and site name, or why not. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminApi(request, context);
  const form = await request.formData();
  const outcome = await fetchBookmark(form.get("url"), bookmarkDownload(context.config));
  if (!outcome.ok) return Response.json({ error: outcome.error }, { status: outcome.status });
  context.logger.info({ url: outcome.bookmark.url, by: admin.email }, "bookmark card fetched");
  return Response.json(outcome.bookmark);
}
