import type { AppContext } from "~/context";
import { withPostSettings } from "~/db/post-settings";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import {
  placeInSeries,
  readPublication,
  readSeriesPlacement,
  storePublishedAt,
} from "~/db/queries/post-settings.server";
import {
  PLAYBOOK_DELETED_MESSAGE,
  PlaybookSlugTakenError,
  PlaybookVersionConflictError,
  upsertPlaybook,
} from "~/db/queries/playbooks.server";
import { uploadEditorImage } from "~/modules/editor/image-upload.server";
import { publicationDateProblem } from "~/modules/publishing/publication-date";
import { isTimeZone, readLocalDateTime } from "~/modules/publishing/time-zone";
import { storeSocialImage } from "~/modules/share-image/upload.server";
import { slugify } from "~/modules/text/slug";
import {
  settingsDraftFromForm,
  validateSettings,
  type PostSettingsDraft,
  type SettingsProblem,
  type ValidSettings,
} from "./settings-form";

export type SettingsSaveOutcome =
  /** `draft`: what was saved, with the addresses of images uploaded with it. */
  | { ok: true; slug: string; version: number; message: string; draft: PostSettingsDraft }
  /** The form as sent (with any image uploaded meanwhile), to show again; `conflict` when someone saved first. */
  | { ok: false; problems: SettingsProblem[]; draft: PostSettingsDraft; conflict?: boolean };

const refused = (draft: PostSettingsDraft, problems: SettingsProblem[], conflict?: boolean): SettingsSaveOutcome => ({
  ok: false,
  problems,
  draft,
  ...(conflict && { conflict }),
});

const file = (form: FormData, name: string) => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : undefined;
};

/** Uploads the images chosen in the form; each replaces the draft's image, or is a problem for its field. */
async function uploadChosenImages(
  context: Pick<AppContext, "db" | "storage">,
  form: FormData,
  draft: PostSettingsDraft,
  target: { id: string; slug: string },
): Promise<SettingsProblem[]> {
  const problems: SettingsProblem[] = [];
  const feature = file(form, "featureImageFile");
  if (feature) {
    const outcome = await uploadEditorImage(context, target.slug, feature);
    if (outcome.ok) draft.featureImage = outcome.image.src;
    else problems.push({ field: "featureImage", message: outcome.error });
  }
  const social = file(form, "socialImageFile");
  if (social) {
    const outcome = await storeSocialImage(context.storage, target.id, social);
    if (outcome.ok) draft.socialImage = outcome.src;
    else problems.push({ field: "socialImage", message: outcome.error });
  }
  return problems;
}

/**
 * The publication date the form asks to store: unchanged (undefined) when the field was left as
 * loaded, so a date set meanwhile from the publish flow is not written over; else checked
 * against the moment the playbook goes (or went) public.
 */
function chosenPublicationDate(
  settings: ValidSettings,
  publication: { status: string; publish_at: string | null },
  now: Date,
): { at?: Date | null; problem?: SettingsProblem } {
  if (settings.publishedAt === settings.publishedAtLoaded) return {};
  const field = "publishedAt" as const;
  if (settings.publishedAt === "") {
    if (publication.status === "published")
      return { problem: { field, message: "A published playbook needs a publish date: choose one." } };
    return { at: null };
  }
  if (!isTimeZone(settings.timeZone)) return { problem: { field, message: "Choose the time zone the date is in." } };
  const reading = readLocalDateTime(settings.publishedAt, settings.timeZone, { label: "Publish date" });
  if (!reading.ok) {
    const message = reading.problem === "format" ? "Enter the publish date as a date and a time." : reading.message;
    return { problem: { field, message } };
  }
  const at = reading.at;
  const goesPublicAt =
    publication.status === "draft" && publication.publish_at ? new Date(publication.publish_at) : now;
  const problem = publicationDateProblem(at, goesPublicAt);
  return problem ? { problem: { field, message: problem } } : { at };
}

/**
 * Saves the settings form of the playbook stored at `storedSlug`: versioned like every playbook
 * save (a stale form is refused with the conflict message, and the replaced version is kept in
 * History), in one transaction with its publish date and series place.
 */
export async function savePostSettings(
  context: Pick<AppContext, "db" | "storage">,
  storedSlug: string,
  form: FormData,
  savedBy: string,
  now = new Date(),
): Promise<SettingsSaveOutcome> {
  const draft = settingsDraftFromForm(form);
  const [snapshot, publication] = await Promise.all([
    findPlaybookSnapshotBySlug(context.db, storedSlug),
    readPublication(context.db, storedSlug),
  ]);
  if (!snapshot || !publication) return refused(draft, [{ field: "form", message: PLAYBOOK_DELETED_MESSAGE }]);
  const uploadProblems = await uploadChosenImages(context, form, draft, { id: snapshot.id, slug: storedSlug });
  const checked = validateSettings(draft);
  if (!checked.ok || uploadProblems.length > 0)
    return refused(draft, [...uploadProblems, ...(checked.ok ? [] : checked.problems)]);
  const { settings } = checked;
  const date = chosenPublicationDate(settings, publication, now);
  if (date.problem) return refused(draft, [date.problem]);

  const { choices, placement } = await readSeriesPlacement(context.db, snapshot.id);
  const seriesId = settings.seriesId || null;
  if (seriesId && !choices.some((choice) => choice.id === seriesId))
    return refused(draft, [{ field: "seriesId", message: "That series was deleted meanwhile: choose another." }]);
  const position = Number(settings.seriesPosition) || Number.MAX_SAFE_INTEGER;
  const seriesChanged =
    seriesId !== (placement?.seriesId ?? null) || (seriesId !== null && position !== placement?.position);
  const slug = slugify(settings.urlSlug) || storedSlug;
  const { input } = snapshot;
  try {
    const { version } = await upsertPlaybook(
      context.db,
      {
        ...input,
        slug,
        renameFrom: slug === storedSlug ? undefined : storedSlug,
        description: settings.excerpt,
        aiCategories: settings.aiCategories,
        batonCategories: settings.batonCategories,
        content: withPostSettings(input.content, {
          metaTitle: settings.metaTitle,
          metaDescription: settings.metaDescription,
          canonicalUrl: settings.canonicalUrl,
          socialTitle: settings.socialTitle,
          socialDescription: settings.socialDescription,
          socialImage: settings.socialImage,
          featureImage: settings.featureImage,
          featureImageAlt: settings.featureImage ? settings.featureImageAlt : "",
        }),
        expectedVersion: settings.version,
      },
      now,
      {
        savedBy,
        alongside: async (trx, id) => {
          if (date.at !== undefined) await storePublishedAt(trx, id, date.at);
          if (seriesChanged)
            await placeInSeries(trx, id, { previousSeriesId: placement?.seriesId ?? null, seriesId, position }, now);
        },
      },
    );
    const moved = slug === storedSlug ? "" : ` Its address is now /catalog/${slug}; the old one redirects there.`;
    return { ok: true, slug, version, message: `Settings saved.${moved}`, draft };
  } catch (error) {
    if (error instanceof PlaybookVersionConflictError)
      return refused(draft, [{ field: "form", message: error.message }], error.currentVersion !== undefined);
    if (error instanceof PlaybookSlugTakenError) return refused(draft, [{ field: "urlSlug", message: error.message }]);
    throw error;
  }
}
