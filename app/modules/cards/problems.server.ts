import { parseHTML } from "linkedom";
import type { z } from "zod";
import { CARD_SELECTORS, readBookmark, readButton, readGallery, readHtmlCard, readSignup } from "./markup";
import { bookmarkSchema, buttonSchema, cardProblem, gallerySchema, htmlCardSchema, signupSchema } from "./schemas";

/** The cards whose fields the save checks (callouts and toggles hold ordinary blocks). */
const CHECKED_CARDS: readonly {
  name: string;
  selector: string;
  read: (element: Element) => unknown;
  schema: z.ZodType;
}[] = [
  { name: "button", selector: CARD_SELECTORS.button, read: readButton, schema: buttonSchema },
  { name: "sign-up", selector: CARD_SELECTORS.signup, read: readSignup, schema: signupSchema },
  { name: "bookmark", selector: CARD_SELECTORS.bookmark, read: readBookmark, schema: bookmarkSchema },
  { name: "gallery", selector: CARD_SELECTORS.gallery, read: readGallery, schema: gallerySchema },
  { name: "HTML", selector: CARD_SELECTORS.html, read: readHtmlCard, schema: htmlCardSchema },
];

const MARKERS = /class="(?:cta|signup|bookmark|gallery|html-card)"/;

/** Each card in a part's HTML whose fields its schema refuses, as "the button card: why". */
export function cardProblemsIn(html: string): string[] {
  if (!MARKERS.test(html)) return [];
  const { document } = parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`);
  return CHECKED_CARDS.flatMap(({ name, selector, read, schema }) =>
    [...document.querySelectorAll(selector)].flatMap((element) => {
      const problem = cardProblem(schema, read(element));
      return problem ? [`the ${name} card: ${problem}`] : [];
    }),
  );
}

/**
 * One sentence per part with a card the save cannot keep as it is (a button with no address, a
 * gallery of one), so a card is never stored broken or stripped without the owner hearing of it.
 */
export function cardProblems(parts: readonly { title: string; html: string }[]): string[] {
  return parts.flatMap((part, index) =>
    cardProblemsIn(part.html).map((problem) => `Part ${index + 1} (${part.title.trim() || "untitled"}), ${problem}`),
  );
}
