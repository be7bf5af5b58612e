export const PLAYBOOK_SLUG_MAX = 100;
export const PART_SLUG_MAX = 50;

/** Every kind of dash (en, em, figure, minus…): "Day 2–3" is "day-2-3", not "day-23". */
const DASHES = /[\p{Pd}\u2212]/gu;

/**
 * The spec's slug rule: lowercase, non-word characters removed, whitespace to hyphens,
 * repeated hyphens collapsed, cut to a maximum length (without a dangling hyphen). A dash of
 * any kind counts as a hyphen.
 */
export function slugify(text: string, maxLength = PLAYBOOK_SLUG_MAX): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(DASHES, "-")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-")
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, "");
}

/** A part's slug from its title, falling back to part-{n} when the title has no usable characters. */
export function partSlug(title: string, position: number): string {
  return slugify(title, PART_SLUG_MAX) || `part-${position}`;
}
