import { z } from "zod";

/**
 * What each card of the editor stores, checked the same way wherever a card is read: the
 * editor's dialogs (what the owner typed), the editor's parser (what a stored part holds) and
 * the save (what reaches the server). A card that does not pass is never written.
 */

/** Links a card may hold: http(s), mailto, and addresses on this site (what the sanitizer keeps). */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href.trim());
}

const text = (max: number, message: string) => z.string().trim().max(max, message);
const required = (max: number, missing: string, tooLong: string) => text(max, tooLong).min(1, missing);

export const CALLOUT_TONES = ["note", "tip", "warning"] as const;
export type CalloutTone = (typeof CALLOUT_TONES)[number];

/** A callout: its tone (an unknown one reads as a note); its content is ordinary blocks. */
export const calloutSchema = z.object({ tone: z.enum(CALLOUT_TONES).catch("note") });

/** A button, with an optional sentence above it: a call to action. */
export const buttonSchema = z.object({
  label: required(60, "Write the button's label.", "A button's label must be 60 characters or fewer."),
  href: z
    .string()
    .trim()
    .min(1, "Give the button an address.")
    .max(2000, "The address must be 2,000 characters or fewer.")
    .refine(isSafeHref, "Use an address starting with https://, mailto: or / (a page on this site)."),
  text: text(300, "The sentence above the button must be 300 characters or fewer.").default(""),
});

/** A newsletter sign-up: readers get a plain form posting to the site's subscribe endpoint. */
export const signupSchema = z.object({
  title: required(120, "Write the sign-up's heading.", "The heading must be 120 characters or fewer."),
  text: text(300, "The sentence under the heading must be 300 characters or fewer.").default(""),
  button: required(40, "Write the button's label.", "A button's label must be 40 characters or fewer."),
});

/** A link preview made from the linked page's own title, description and site name. */
export const bookmarkSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000, "The address must be 2,000 characters or fewer.")
    .refine((url) => /^https?:\/\//i.test(url), "Use a web address starting with https:// or http://."),
  title: required(300, "The bookmark needs a title.", "A bookmark's title must be 300 characters or fewer."),
  description: text(500, "A bookmark's description must be 500 characters or fewer.").default(""),
  site: text(100, "A bookmark's site name must be 100 characters or fewer.").default(""),
});

const imageSource = z
  .string()
  .trim()
  .refine((src) => /^(https?:\/\/|\/(?!\/))/i.test(src), "An image must come from a web or site address.");

/** One image of a gallery, as uploaded (its width variants) and described. */
export const galleryImageSchema = z.object({
  src: imageSource,
  srcset: z.string().max(4000).nullable().default(null),
  sizes: z.string().max(400).nullable().default(null),
  alt: required(1000, "Describe every image of the gallery (alt text).", "Alt text must be 1,000 characters or fewer."),
  width: z.number().int().positive().nullable().default(null),
  height: z.number().int().positive().nullable().default(null),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const GALLERY_MAX_IMAGES = 9;

/** Two to nine images side by side, with an optional caption. */
export const gallerySchema = z.object({
  images: z
    .array(galleryImageSchema)
    .min(2, "A gallery shows two images or more; use an image card for one.")
    .max(GALLERY_MAX_IMAGES, `A gallery holds at most ${GALLERY_MAX_IMAGES} images.`),
  caption: text(500, "A caption must be 500 characters or fewer.").default(""),
});

/** Markup of the owner's own, kept as typed within what the sanitizer allows. */
export const htmlCardSchema = z.object({
  html: z
    .string()
    .max(50_000, "An HTML card holds at most 50,000 characters.")
    .refine((html) => html.trim() !== "", "The HTML card is empty: write some markup or delete the card."),
});

export type CalloutAttributes = z.infer<typeof calloutSchema>;
export type ButtonAttributes = z.infer<typeof buttonSchema>;
export type SignupAttributes = z.infer<typeof signupSchema>;
export type BookmarkAttributes = z.infer<typeof bookmarkSchema>;
export type GalleryAttributes = z.infer<typeof gallerySchema>;
export type HtmlCardAttributes = z.infer<typeof htmlCardSchema>;

/** The first problem with a card's fields as one sentence, or undefined when they are fine. */
export function cardProblem(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
