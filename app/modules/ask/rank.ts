import { stem, wordsOf } from "./terms";
import type { SectionRow } from "./term-hits.server";

/** One word of a question, with the forms it is found by and how much finding it tells. */
export interface QueryGroup {
  /** The word as asked (folded). */
  word: string;
  /** Folded words the engines look for: the word, its near spellings when mistyped, its library synonyms. */
  forms: readonly string[];
  /** The forms' stems, to find them in a text. */
  stems: ReadonlySet<string>;
  /** Inverse section frequency: rare words tell more. */
  idf: number;
}

export interface RankedSection extends SectionRow {
  score: number;
  /** Which of the question's groups the section (its heading, text, part or playbook title) holds. */
  matched: readonly boolean[];
}

/** BM25's usual constants: term frequency saturates soon, long sections are only a little penalised. */
const K1 = 1.2;
const B = 0.5;
/** A word in the heading says what the section is about: a bonus of this share of its weight, beside the text's. */
const HEADING_SHARE = 1.5;
/** A word in the part's or the playbook's title says what the whole part or guide is about. */
const PART_TITLE_SHARE = 0.15;
const PLAYBOOK_SHARE = 0.3;
/** The share of the heading's words' weight added when the question names the whole heading. */
const HEADING_NAMED_SHARE = 1;
const matchedInHeading = (heading: readonly string[], group: QueryGroup) =>
  heading.some((item) => group.stems.has(item));
/** Two of the question's words side by side (a phrase it names): a small bonus. */
const PAIR_SHARE = 0.25;

const stemsOf = (text: string) => wordsOf(text).map(stem);

const count = (stems: readonly string[], wanted: ReadonlySet<string>) =>
  stems.reduce((sum, item) => sum + (wanted.has(item) ? 1 : 0), 0);

/**
 * Orders candidate sections for a question: BM25 over the heading (weighted) and text, plus
 * what the part's and the playbook's titles say, plus a bonus for the question's words side
 * by side, all scaled by the share of the question's weight the section holds (a section
 * that answers half the question loses to one that answers all of it).
 */
export function rankSections(
  groups: readonly QueryGroup[],
  candidates: readonly SectionRow[],
  question = "",
): RankedSection[] {
  const asked = new Set(wordsOf(question).map(stem));
  const texts = candidates.map((section) => ({
    heading: stemsOf(section.heading),
    body: stemsOf(section.body),
    part: new Set(stemsOf(section.partTitle)),
    playbook: new Set(stemsOf(`${section.playbookTitle} ${section.playbookDescription}`)),
  }));
  const averageLength = texts.reduce((sum, text) => sum + text.body.length, 0) / Math.max(1, texts.length) || 1;
  const totalWeight = groups.reduce((sum, group) => sum + group.idf, 0) || 1;
  const ranked = candidates.map((section, index) => {
    const text = texts[index]!;
    let score = 0;
    let held = 0;
    const matched = groups.map((group) => {
      const inHeading = count(text.heading, group.stems) > 0;
      const tf = count(text.body, group.stems) + (inHeading ? 1 : 0);
      const inPart = [...group.stems].some((item) => text.part.has(item));
      const inPlaybook = [...group.stems].some((item) => text.playbook.has(item));
      if (tf > 0) score += (group.idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * text.body.length) / averageLength));
      if (inHeading) score += group.idf * HEADING_SHARE;
      if (inPart) score += group.idf * PART_TITLE_SHARE;
      if (inPlaybook) score += group.idf * PLAYBOOK_SHARE;
      const holds = tf > 0 || inPart;
      if (holds) held += group.idf;
      return holds || inPlaybook;
    });
    score += pairBonus(groups, [...text.heading, ...text.body]);
    // A question that names the whole heading ("how many examples", "where to look", small
    // words included) asks for exactly that section.
    if (text.heading.length >= 2 && text.heading.every((item) => asked.has(item)))
      score +=
        HEADING_NAMED_SHARE *
          groups.reduce((sum, group, at) => sum + (matchedInHeading(text.heading, group) ? group.idf : 0), 0) +
        HEADING_NAMED_SHARE;
    return { ...section, score: score * Math.sqrt(held / totalWeight), matched };
  });
  return ranked.sort((a, b) => b.score - a.score || a.sectionId - b.sectionId);
}

/** The question's neighbouring words found side by side (one word between allowed). */
function pairBonus(groups: readonly QueryGroup[], stems: readonly string[]): number {
  let bonus = 0;
  for (let index = 0; index + 1 < groups.length; index += 1) {
    const [first, second] = [groups[index]!, groups[index + 1]!];
    const near = stems.some(
      (item, at) =>
        first.stems.has(item) && (second.stems.has(stems[at + 1] ?? "") || second.stems.has(stems[at + 2] ?? "")),
    );
    if (near) bonus += PAIR_SHARE * Math.min(first.idf, second.idf);
  }
  return bonus;
}
