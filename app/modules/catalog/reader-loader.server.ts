import { data, redirect } from "react-router";
import type { AppContext } from "~/context";
import { findPlaybookForReading, type PlaybookForReading } from "~/db/queries/reader.server";
import { findSeriesPosition, type SeriesPosition } from "~/db/queries/series.server";
import { redirectIfPlaybookMoved } from "./moved-address.server";
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

/** Where the playbook sits in its series; undefined when in none, or when the read fails (logged). */
export async function loadSeriesPosition(
  context: Pick<AppContext, "db" | "logger">,
  playbookId: string,
): Promise<SeriesPosition | undefined> {
  return findSeriesPosition(context.db, playbookId).catch((error: unknown) => {
    context.logger.error({ err: error }, "series read failed");
    return undefined;
  });
}
