import { z } from "zod";
import { slugify } from "~/modules/text/slug";
import { typedSlugSchema } from "~/modules/text/slug-field";
import { SERIES_ICONS, type SeriesIconName } from "./icons";

/** The series details form as the owner typed it (shown again as typed when refused). */
export interface SeriesDetailsDraft {
  title: string;
  description: string;
  icon: string;
  /** The slug field; blank makes one from the title. */
  slug: string;
}

export interface SeriesDetails {
  title: string;
  description: string;
  icon: SeriesIconName;
  slug: string;
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export function seriesDraftFromForm(form: FormData): SeriesDetailsDraft {
  return {
    title: text(form.get("title")),
    description: text(form.get("description")),
    icon: text(form.get("icon")),
    slug: text(form.get("slug")),
  };
}

const detailsSchema = z.object({
  title: z.string().trim().min(1, "The title is required.").max(120, "The title must be 120 characters or fewer."),
  description: z.string().trim().max(1000, "The description must be 1,000 characters or fewer."),
  icon: z.enum(SERIES_ICONS, "Choose an icon from the list."),
  slug: typedSlugSchema("The slug needs letters or digits (at most 100 characters are kept)."),
});

/** The details checked and the slug tidied by the spec's slug rule, or every problem as a sentence. */
export function validateSeriesDetails(
  draft: SeriesDetailsDraft,
): { ok: true; details: SeriesDetails } | { ok: false; errors: string[] } {
  const result = detailsSchema.safeParse(draft);
  if (!result.success) return { ok: false, errors: [...new Set(result.error.issues.map((issue) => issue.message))] };
  const slug = slugify(result.data.slug) || slugify(result.data.title);
  if (!slug) return { ok: false, errors: ["The title has no letters or digits to make an address from: type a slug."] };
  return { ok: true, details: { ...result.data, slug } };
}
