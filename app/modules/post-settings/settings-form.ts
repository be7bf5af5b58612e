import { z } from "zod";
import { AI_CATEGORIES, BATON_CATEGORIES } from "~/modules/catalog/categories";
import { SEO_LENGTHS } from "~/modules/seo/lengths";
import { typedSlugSchema } from "~/modules/text/slug-field";

/** The settings form as the owner filled it in: shown again as typed when a save is refused. */
export interface PostSettingsDraft {
  version: number;
  urlSlug: string;
  /** `datetime-local` in `timeZone`; "" for "when it goes public". */
  publishedAt: string;
  /** The field's value when the page was loaded: the date is written only when it was changed. */
  publishedAtLoaded: string;
  timeZone: string;
  excerpt: string;
  featureImage: string;
  featureImageAlt: string;
  metaTitle: string;
  metaDescription: string;
  canonicalUrl: string;
  socialTitle: string;
  socialDescription: string;
  socialImage: string;
  /** "" for no series. */
  seriesId: string;
  /** 1-based, as typed. */
  seriesPosition: string;
  aiCategories: string[];
  batonCategories: string[];
}

export type SettingsField = keyof PostSettingsDraft;

/** A refused field, named so the form can mark it. */
export interface SettingsProblem {
  field: SettingsField | "form";
  message: string;
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** The submitted form (files aside, read by the action) as a draft. "Remove" ticks clear their image. */
export function settingsDraftFromForm(form: FormData): PostSettingsDraft {
  const image = (name: "featureImage" | "socialImage") =>
    form.get(`remove${name[0]!.toUpperCase()}${name.slice(1)}`) ? "" : text(form.get(name));
  return {
    version: Number(text(form.get("version"))),
    urlSlug: text(form.get("urlSlug")),
    publishedAt: text(form.get("publishedAt")),
    publishedAtLoaded: text(form.get("publishedAtLoaded")),
    timeZone: text(form.get("timeZone")),
    excerpt: text(form.get("excerpt")),
    featureImage: image("featureImage"),
    featureImageAlt: text(form.get("featureImageAlt")),
    metaTitle: text(form.get("metaTitle")),
    metaDescription: text(form.get("metaDescription")),
    canonicalUrl: text(form.get("canonicalUrl")),
    socialTitle: text(form.get("socialTitle")),
    socialDescription: text(form.get("socialDescription")),
    socialImage: image("socialImage"),
    seriesId: text(form.get("seriesId")),
    seriesPosition: text(form.get("seriesPosition")),
    aiCategories: form.getAll("ai").map(text),
    batonCategories: form.getAll("baton").map(text),
  };
}

const ids = (categories: readonly { id: string }[]) =>
  categories.map((category) => category.id) as [string, ...string[]];

const limited = (label: string, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => [...value].length <= max, `${label} can be at most ${max} characters.`);

/** Only a page of our own, or an https address elsewhere; a path is made absolute on this site. */
const canonicalSchema = z
  .string()
  .trim()
  .max(2000, "The canonical URL can be at most 2,000 characters.")
  .refine((value) => {
    if (value === "" || /^\/(?!\/)/.test(value)) return true;
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, "The canonical URL must be a full address (https://…) or a path on this site (/catalog/…).");

/** Stored images are paths on this site: nothing else may be written into the page head. */
const storedImage = z
  .string()
  .refine((value) => value === "" || /^\/(media|share-images)\/[\w./-]+$/.test(value), "Upload the image again.");

const settingsSchema = z.object({
  version: z.number().int().min(1, "Reload the page: it did not say which version it edits."),
  urlSlug: typedSlugSchema("The URL slug needs letters or digits (at most 100 characters are kept)."),
  publishedAt: z.string(),
  publishedAtLoaded: z.string(),
  timeZone: z.string(),
  excerpt: limited("The excerpt", SEO_LENGTHS.excerpt.max),
  featureImage: storedImage,
  featureImageAlt: limited("The feature image's description", 250),
  metaTitle: limited("The meta title", SEO_LENGTHS.metaTitle.max),
  metaDescription: limited("The meta description", SEO_LENGTHS.metaDescription.max),
  canonicalUrl: canonicalSchema,
  socialTitle: limited("The social title", SEO_LENGTHS.socialTitle.max),
  socialDescription: limited("The social description", SEO_LENGTHS.socialDescription.max),
  socialImage: storedImage,
  seriesId: z.string(),
  seriesPosition: z.string().refine((value) => value.trim() === "" || /^\d{1,4}$/.test(value.trim()), {
    message: "The position in the series is a whole number: 1 for first.",
  }),
  aiCategories: z.array(z.enum(ids(AI_CATEGORIES), "Choose AI categories from the list.")),
  batonCategories: z.array(z.enum(ids(BATON_CATEGORIES), "Choose BATON categories from the list.")),
});

export type ValidSettings = z.infer<typeof settingsSchema>;

/** The draft trimmed and checked, or each problem named by its field. */
export function validateSettings(
  draft: PostSettingsDraft,
): { ok: true; settings: ValidSettings } | { ok: false; problems: SettingsProblem[] } {
  const result = settingsSchema.safeParse(draft);
  if (result.success) {
    if (result.data.featureImage && !result.data.featureImageAlt)
      return {
        ok: false,
        problems: [{ field: "featureImageAlt", message: "Describe the feature image for readers who cannot see it." }],
      };
    return { ok: true, settings: result.data };
  }
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      field: (issue.path[0] as SettingsField | undefined) ?? "form",
      message: issue.message,
    })),
  };
}
