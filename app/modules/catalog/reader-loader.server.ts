import { data, redirect } from "react-router";
import type { AppContext } from "~/context";
import { findPlaybookForReading, type PlaybookForReading } from "~/db/queries/reader.server";
import { findMovedPart, findMovedPlaybook } from "~/db/queries/redirects.server";
import type { ReaderError } from "./reader-errors";
import { pathWithoutLeadingDashes } from "./slug-redirect";

export function readerError(error: ReaderError, status: number): never {
  throw data(error, { status });
}

/**
 * The shared start of the overview and part loaders: the leading-dash redirect (permanent),
 * then the playbook, or the spec's error screen with a real status code.
 */
export async function loadPlaybook(
  context: Pick<AppContext, "db" | "logger">,
  request: Request,
  slugs: { slug?: string; partSlug?: string },
): Promise<PlaybookForReading> {
  const given = [slugs.slug, ...(slugs.partSlug === undefined ? [] : [slugs.partSlug])];
  const target = pathWithoutLeadingDashes(new URL(request.url), given);
  if (target) throw redirect(target, 301);

  const slug = slugs.slug ?? "";
  if (/^-*$/.test(slug)) readerError({ screen: "playbook", message: "No playbook slug provided" }, 404);
  let playbook: PlaybookForReading | undefined;
  try {
    playbook = await findPlaybookForReading(context.db, slug);
  } catch (error) {
    context.logger.error({ err: error, slug }, "playbook read failed");
    readerError({ screen: "playbook", message: "Failed to load playbook" }, 500);
  }
  if (!playbook) {
    await redirectIfPlaybookMoved(context, request, slug, slugs.partSlug);
    readerError({ screen: "playbook", message: "Playbook not found" }, 404);
  }
  return playbook;
}

/**
 * An old address of a renamed playbook: one 301 to where it is now, part included (the part
 * followed too when it was renamed). Asked only on the way to a 404, so pages that exist pay
 * nothing for redirects.
 */
async function redirectIfPlaybookMoved(
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
