/**
 * How long each search and sharing text may be, and how long it should be to show whole:
 * search results cut a title after about 60 characters and a description after about 155;
 * X and LinkedIn cards cut a title after about 70 and a description after about 200. The
 * maximum is a hard limit the server enforces; the recommendation only warns.
 */
export interface LengthRule {
  recommended: number;
  max: number;
}

export const SEO_LENGTHS = {
  metaTitle: { recommended: 60, max: 200 },
  metaDescription: { recommended: 155, max: 160 },
  socialTitle: { recommended: 70, max: 200 },
  socialDescription: { recommended: 200, max: 500 },
  excerpt: { recommended: 300, max: 1000 },
} as const satisfies Record<string, LengthRule>;

export type LengthState = "empty" | "fits" | "long" | "over";

export interface LengthStatus {
  count: number;
  state: LengthState;
  /** What a counter beside the field says. */
  message: string;
}

/** The length of a field's text against its rule (spaces at either end do not count: they are trimmed on save). */
export function lengthStatus(text: string, rule: LengthRule, whereCut = "search results"): LengthStatus {
  const count = [...text.trim()].length;
  if (count === 0)
    return { count, state: "empty", message: `0 of ${rule.recommended} characters: the default is used.` };
  if (count > rule.max)
    return {
      count,
      state: "over",
      message: `${count} characters: at most ${rule.max} can be saved. Remove ${count - rule.max}.`,
    };
  if (count > rule.recommended)
    return {
      count,
      state: "long",
      message: `${count} characters: ${whereCut} cut it after about ${rule.recommended}.`,
    };
  return { count, state: "fits", message: `${count} of ${rule.recommended} characters.` };
}

/**
 * Text cut as a search result or a card cuts it: at the last word break before `limit`
 * characters, with an ellipsis. Shorter text is left whole.
 */
export function truncateForDisplay(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const characters = [...flat];
  if (characters.length <= limit) return flat;
  const cut = characters.slice(0, limit - 1).join("");
  const lastSpace = cut.lastIndexOf(" ");
  const atWord = lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s.,;:!?-]+$/, "")}…`;
}
