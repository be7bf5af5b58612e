import { sentencesOf } from "./sentences";
import { contentStems, numbersOf, stem, wordsOf } from "./terms";

/** What a cited section must be to be cited: its text (the heading says what it is about). */
export interface CitedText {
  heading: string;
  body: string;
}

export type CitationCheck =
  { ok: true; quote: string } | { ok: false; reason: "not-retrieved" | "no-claim" | "numbers" | "unsupported" };

/** The share of the claim's words one sentence of the section must hold to support it alone. */
const SENTENCE_SUPPORT = 0.6;
/** Or, a weaker sentence, when the section as a whole holds nearly all of the claim's words. */
const WEAK_SENTENCE_SUPPORT = 0.4;
const SECTION_SUPPORT = 0.85;

/**
 * Checks one citation of an answer sentence: the number must name one of the retrieved
 * sections (`retrieved[cited - 1]`), every number the sentence states must be in that
 * section's text, and the section must support the sentence: one of its sentences holds most
 * of the claim's content words (stemmed), or the section holds nearly all of them and a
 * sentence a good share. The quote is the section's sentence that supports it best.
 */
export function checkCitation(claim: string, cited: number, retrieved: readonly CitedText[]): CitationCheck {
  const section = Number.isInteger(cited) && cited >= 1 ? retrieved[cited - 1] : undefined;
  if (!section) return { ok: false, reason: "not-retrieved" };
  const wanted = contentStems(claim);
  if (wanted.size === 0) return { ok: false, reason: "no-claim" };
  const stated = new Set(numbersOf(`${section.heading}\n${section.body}`));
  if (numbersOf(claim).some((number) => !stated.has(number))) return { ok: false, reason: "numbers" };
  const sectionStems = new Set(wordsOf(`${section.heading} ${section.body}`).map(stem));
  const sectionShare = share(wanted, sectionStems);
  let best = { share: 0, text: "" };
  for (const sentence of sentencesOf(section.body)) {
    const sentenceShare = share(wanted, new Set(wordsOf(sentence.text).map(stem)));
    if (sentenceShare > best.share) best = { share: sentenceShare, text: sentence.text };
  }
  const supported =
    best.share >= SENTENCE_SUPPORT || (best.share >= WEAK_SENTENCE_SUPPORT && sectionShare >= SECTION_SUPPORT);
  return supported ? { ok: true, quote: best.text } : { ok: false, reason: "unsupported" };
}

function share(wanted: ReadonlySet<string>, found: ReadonlySet<string>): number {
  let held = 0;
  for (const item of wanted) if (found.has(item)) held += 1;
  return held / wanted.size;
}
