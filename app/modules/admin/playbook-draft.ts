import { z } from "zod";
import { AI_CATEGORIES, BATON_CATEGORIES } from "~/modules/catalog/categories";
import { META_DESCRIPTION_MAX } from "~/modules/seo/meta-description";
import { typedSlugSchema } from "~/modules/text/slug-field";

export const KEYWORDS_MAX = 10;
export const PARTS_MAX = 20;

export interface DraftPart {
  title: string;
  /** The part's HTML as the admin edits it (sanitized when saved). */
  html: string;
  /** The slug field as typed: its address within the playbook (blank: made from the title). */
  slug: string;
  /** The slug the part had when the editor opened; "" for a part added since. */
  storedSlug: string;
}

/** The editor's working copy of a playbook: what the form holds, as the admin typed it. */
export interface PlaybookDraft {
  /** The slug the playbook is stored under: which playbook this draft edits. */
  slug: string;
  /** The URL slug field as typed: where the playbook should live (blank: made from the title). */
  urlSlug: string;
  /** The version the editor loaded; the save is refused if someone saved since. */
  version: number;
  title: string;
  description: string;
  aiCategories: string[];
  batonCategories: string[];
  parts: DraftPart[];
  metaDescription: string;
  /** Comma-separated, as typed. */
  keywords: string;
}

/** The part "Add Part" appends: titled by its position, empty, its slug made from the title on save. */
export function blankDraftPart(position: number): DraftPart {
  return { title: `Part ${position}`, html: "", slug: "", storedSlug: "" };
}

/** The spec's rule for the SEO keywords field: split at commas, trimmed, empties removed. */
export function parseKeywordList(text: string): string[] {
  return text
    .split(",")
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword.length > 0);
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
const texts = (values: FormDataEntryValue[]) => values.map(text);

/** The submitted form as a draft, before validation (so a refused save can be shown again as typed). */
export function draftFromForm(form: FormData): PlaybookDraft {
  const partTitles = texts(form.getAll("partTitle"));
  const partHtml = texts(form.getAll("partHtml"));
  const partSlugs = texts(form.getAll("partSlug"));
  const storedSlugs = texts(form.getAll("partStoredSlug"));
  const slug = text(form.get("slug"));
  return {
    slug,
    // A form without the field (an older page still open) keeps the address.
    urlSlug: form.has("urlSlug") ? text(form.get("urlSlug")) : slug,
    version: Number(text(form.get("version"))),
    title: text(form.get("title")),
    description: text(form.get("description")),
    aiCategories: texts(form.getAll("ai")),
    batonCategories: texts(form.getAll("baton")),
    parts: partTitles.map((title, index) => ({
      title,
      html: partHtml[index] ?? "",
      slug: partSlugs[index] ?? "",
      storedSlug: storedSlugs[index] ?? "",
    })),
    metaDescription: text(form.get("metaDescription")),
    keywords: text(form.get("keywords")),
  };
}

/**
 * The draft as the editor's form sends it (the inverse of draftFromForm), for scripts that send
 * the draft without reading it back from the page: autosave and Save.
 */
export function draftToForm(draft: PlaybookDraft): URLSearchParams {
  const form = new URLSearchParams({
    slug: draft.slug,
    urlSlug: draft.urlSlug,
    version: String(draft.version),
    title: draft.title,
    description: draft.description,
    metaDescription: draft.metaDescription,
    keywords: draft.keywords,
  });
  for (const id of draft.aiCategories) form.append("ai", id);
  for (const id of draft.batonCategories) form.append("baton", id);
  for (const part of draft.parts) {
    form.append("partTitle", part.title);
    form.append("partHtml", part.html);
    form.append("partSlug", part.slug);
    form.append("partStoredSlug", part.storedSlug);
  }
  return form;
}

const ids = (categories: readonly { id: string }[]) =>
  categories.map((category) => category.id) as [string, ...string[]];

const draftSchema = z.object({
  slug: z.string().min(1),
  urlSlug: typedSlugSchema("The URL slug needs letters or digits (at most 100 characters are kept)."),
  version: z.number().int().min(1),
  title: z.string().trim().min(1, "The title is required.").max(200, "The title must be 200 characters or fewer."),
  description: z.string().trim().max(1000, "The description must be 1,000 characters or fewer."),
  aiCategories: z.array(z.enum(ids(AI_CATEGORIES), "Choose AI categories from the list.")),
  batonCategories: z.array(z.enum(ids(BATON_CATEGORIES), "Choose BATON categories from the list.")),
  parts: z
    .array(
      z.object({
        title: z
          .string()
          .trim()
          .min(1, "Every part needs a title.")
          .max(200, "Part titles must be 200 characters or fewer."),
        html: z.string().max(500_000, "A part's content must be 500,000 characters or fewer."),
        slug: typedSlugSchema("A part's slug needs letters or digits (at most 50 characters are kept)."),
        storedSlug: z.string(),
      }),
    )
    .min(1, "A playbook needs at least one part.")
    .max(PARTS_MAX, `A playbook can have at most ${PARTS_MAX} parts.`),
  metaDescription: z
    .string()
    .trim()
    .max(META_DESCRIPTION_MAX, `The meta description must be ${META_DESCRIPTION_MAX} characters or fewer.`),
  keywords: z
    .string()
    .refine((value) => parseKeywordList(value).length <= KEYWORDS_MAX, `Use at most ${KEYWORDS_MAX} keywords.`),
});

export type ValidDraft = z.infer<typeof draftSchema>;

/** The draft trimmed and checked, or every problem as a sentence for the editor. */
export function validateDraft(draft: PlaybookDraft): { ok: true; draft: ValidDraft } | { ok: false; errors: string[] } {
  const result = draftSchema.safeParse(draft);
  if (result.success) return { ok: true, draft: result.data };
  return { ok: false, errors: [...new Set(result.error.issues.map((issue) => issue.message))] };
}
