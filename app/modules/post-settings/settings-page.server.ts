import { data } from "react-router";
import type { AppContext } from "~/context";
import type { StoredPostSettings } from "~/db/post-settings";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import {
  findSharingSubject,
  readPublication,
  readSeriesPlacement,
  type SeriesChoice,
} from "~/db/queries/post-settings.server";
import type { PlaybookStatus } from "~/db/schema";
import { timeZoneFromCookie, timeZoneNames, toLocalDateTime } from "~/modules/publishing/time-zone";
import { capMetaDescription } from "~/modules/seo/meta-description";
import { adminShareImagePath } from "~/modules/share-image/serve.server";
import { shareImageAddress } from "~/modules/share-image/share-image.server";
import type { PostSettingsDraft } from "./settings-form";
import { siteConfig } from "~/modules/settings/site-config.server";

/** Everything the settings form shows: the playbook's settings as stored, and the choices around them. */
export interface SettingsPageData {
  slug: string;
  title: string;
  status: PlaybookStatus;
  /** When a draft is scheduled to go public: the latest date it may show. */
  publishAt: string | null;
  draft: PostSettingsDraft;
  /** Stored settings, for the previews' defaults. */
  settings: StoredPostSettings;
  generatedShareImage: string;
  series: SeriesChoice[];
  alsoInSeries: string[];
  site: { name: string; url: string };
  timeZones: string[];
}

/** The settings of the playbook at `slug` as the form shows them, in the owner's time zone. */
export async function loadSettingsPage(
  context: Pick<AppContext, "db" | "config">,
  request: Request,
  slug: string,
): Promise<SettingsPageData> {
  const [snapshot, publication, subject] = await Promise.all([
    findPlaybookSnapshotBySlug(context.db, slug),
    readPublication(context.db, slug),
    findSharingSubject(context.db, { slug }),
  ]);
  if (!snapshot || !publication || !subject)
    throw data("This playbook does not exist (it may have been deleted).", { status: 404 });
  const config = await siteConfig(context);
  const timeZone = timeZoneFromCookie(request.headers.get("Cookie"));
  const { choices, placement } = await readSeriesPlacement(context.db, snapshot.id);
  const publishedAt = publication.published_at ? toLocalDateTime(publication.published_at, timeZone) : "";
  const { settings } = subject;
  return {
    slug,
    title: snapshot.input.title,
    status: publication.status,
    publishAt: publication.publish_at,
    settings,
    draft: {
      version: snapshot.version,
      urlSlug: slug,
      publishedAt,
      publishedAtLoaded: publishedAt,
      timeZone,
      excerpt: snapshot.input.description,
      ...settings,
      // Capped as it opens (as the page's head already shows it), so an older, longer one can be saved.
      metaDescription: capMetaDescription(settings.metaDescription),
      seriesId: placement?.seriesId ?? "",
      seriesPosition: placement ? String(placement.position) : "",
      aiCategories: snapshot.input.aiCategories,
      batonCategories: snapshot.input.batonCategories,
    },
    generatedShareImage: adminShareImagePath(slug, shareImageAddress(subject, config.SITE_NAME).path),
    series: choices,
    alsoInSeries: placement?.alsoIn ?? [],
    site: { name: config.SITE_NAME, url: config.SITE_URL },
    timeZones: timeZoneNames(),
  };
}
