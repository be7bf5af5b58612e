import { redirect } from "react-router";
import type { AppContext } from "~/context";
import type { PlaybookForReading } from "~/db/queries/reader.server";
import { findMovedPart, findMovedPlaybook } from "~/db/queries/redirects.server";

/**
 * An old address of a renamed playbook: one 301 to where it is now, part included (the part
 * followed too when it was renamed). Asked only on the way to a 404, so pages that exist pay
 * nothing for redirects.
 */
export async function redirectIfPlaybookMoved(
  context: Pick<AppContext, "db">,
  request: Request,
  slug: string,
  partSlug: string | undefined,
): Promise<void> {
  const moved = await findMovedPlaybook(context.db, slug);
  if (!moved) return;
  const part = partSlug === undefined ? undefined : ((await findMovedPart(context.db, moved.id, partSlug)) ?? partSlug);
  throw movedTo(request, [moved.slug, ...(part === undefined ? [] : [part])]);
}

/** A part asked for under a slug it had before: a 301 to its address now, or nothing. */
export async function redirectIfPartMoved(
  context: Pick<AppContext, "db">,
  request: Request,
  playbook: Pick<PlaybookForReading, "id" | "slug">,
  partSlug: string,
): Promise<void> {
  const moved = await findMovedPart(context.db, playbook.id, partSlug);
  if (moved) throw movedTo(request, [playbook.slug, moved]);
}

function movedTo(request: Request, slugs: readonly string[]): Response {
  const { search } = new URL(request.url);
  return redirect(`/catalog/${slugs.map(encodeURIComponent).join("/")}${search}`, 301);
}
