import { data } from "react-router";
import type { AppContext } from "~/context";
import { readPublication, storePublishedAt } from "~/db/queries/post-settings.server";
import { readPartsForReview } from "~/db/queries/publish-review.server";
import type { PlaybookStatus } from "~/db/schema";
import { emptyPartsWarningFor } from "./empty-parts.server";
import { readPublishForm, type PartForReview } from "./publish-form";
import { changeStatusNow, schedulePublication } from "./schedule.server";
import { formatScheduledTime, timeZoneFromCookie, timeZoneNames } from "./time-zone";

/** What the publish confirmation says will happen, before the owner confirms. */
export interface PublishSummary {
  slug: string;
  title: string;
  status: PlaybookStatus;
  /** The public address it goes to (or comes down from). */
  address: string;
  publishAt: string | null;
  unpublishAt: string | null;
  /** The date it already shows, or will show, as published; null: none yet. */
  publishedAt: string | null;
  parts: PartForReview[];
  timeZone: string;
  timeZones: string[];
}

export async function loadPublishSummary(
  context: Pick<AppContext, "db" | "config">,
  request: Request,
  slug: string,
): Promise<PublishSummary> {
  const publication = await readPublication(context.db, slug);
  if (!publication) throw data("This playbook does not exist (it may have been deleted).", { status: 404 });
  return {
    slug,
    title: publication.title,
    status: publication.status,
    address: `${context.config.SITE_URL}/catalog/${slug}`,
    publishAt: publication.publish_at,
    unpublishAt: publication.unpublish_at,
    publishedAt: publication.published_at,
    parts: await readPartsForReview(context.db, publication.id),
    timeZone: timeZoneFromCookie(request.headers.get("Cookie")),
    timeZones: timeZoneNames(),
  };
}

export interface PublishOutcome {
  ok: boolean;
  message: string;
  /** The zone the form's times were in, remembered for the owner's next visit. */
  timeZone?: string;
  /** The playbook was deleted meanwhile. */
  missing?: true;
}

/** Carries out the publish flow's form for the playbook at `slug`: publish, schedule, unpublish or clear the schedule. */
export async function runPublishFlow(
  context: Pick<AppContext, "db" | "config">,
  slug: string,
  form: FormData,
  now = new Date(),
): Promise<PublishOutcome> {
  const publication = await readPublication(context.db, slug);
  if (!publication)
    return { ok: false, message: "This playbook no longer exists: it was deleted meanwhile.", missing: true };
  const read = readPublishForm(form, now);
  if (!read.ok) return { ok: false, message: read.error };
  const { request } = read;
  const zone = String(form.get("timeZone") ?? "UTC");
  const when = (at: Date) => formatScheduledTime(at, zone);
  const address = `/catalog/${slug}`;
  const target = { id: publication.id, status: publication.status };

  if (request.action === "unschedule") {
    await schedulePublication(context.db, [target], { publishAt: null, unpublishAt: null });
    return { ok: true, message: `Schedule cleared: "${publication.title}" stays as it is until you change it.` };
  }
  if (request.action === "unpublish") {
    if (publication.status !== "published")
      return { ok: false, message: `"${publication.title}" is not public: there is nothing to unpublish.` };
    if (!request.at) {
      await changeStatusNow(context.db, [publication.id], "unpublish", now);
      return { ok: true, message: `Unpublished: ${address} is a draft again, seen only in the admin.` };
    }
    await schedulePublication(context.db, [target], { publishAt: null, unpublishAt: request.at });
    return { ok: true, message: `Unpublish scheduled: ${address} comes down ${when(request.at)}.`, timeZone: zone };
  }

  if (publication.status === "published")
    return { ok: false, message: `"${publication.title}" is public already, at ${address}.` };
  const { feedDate } = request;
  if (feedDate.choice !== "keep")
    await storePublishedAt(context.db, publication.id, feedDate.choice === "custom" ? feedDate.at : null);
  const dated = (goesPublic: Date) => {
    const date =
      feedDate.choice === "custom"
        ? feedDate.at
        : feedDate.choice === "keep" && publication.published_at
          ? new Date(publication.published_at)
          : goesPublic;
    return `dated ${when(date)} in feeds`;
  };
  if (!request.at) {
    await changeStatusNow(context.db, [publication.id], "publish", now);
    // Confirmed over the summary's warning: said again, as bulk publishing says it.
    const warning = await emptyPartsWarningFor(context.db, [publication.id]);
    const published = `Published: ${address} is on the site, ${dated(now)}.`;
    return { ok: true, message: warning ? `${published} ${warning}` : published, timeZone: zone };
  }
  const unpublishAt =
    publication.unpublish_at && new Date(publication.unpublish_at) > request.at
      ? new Date(publication.unpublish_at)
      : null;
  await schedulePublication(context.db, [target], { publishAt: request.at, unpublishAt });
  return {
    ok: true,
    message: `Scheduled: ${address} goes public ${when(request.at)}, ${dated(request.at)}.`,
    timeZone: zone,
  };
}
