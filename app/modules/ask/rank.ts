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
/** Two of the question's words side by side (a phrase it names): a small bonus. */
const PAIR_SHARE = 0.25;

const stemsOf = (text: string) => wordsOf(text).map(stem);

/** Where each stem occurs in a text (word positions), read once per section. */
function positionsOf(stems: readonly string[]): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  stems.forEach((item, at) => {
    const list = positions.get(item);
    if (list) list.push(at);
    else positions.set(item, [at]);
  });
  return positions;
}

/** How often any of the group's stems occurs. */
function count(positions: ReadonlyMap<string, readonly number[]>, group: QueryGroup): number {
  let total = 0;
  for (const item of group.stems) total += positions.get(item)?.length ?? 0;
  return total;
}

const holdsAny = (stems: ReadonlySet<string>, group: QueryGroup) => [...group.stems].some((item) => stems.has(item));

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
  const texts = candidates.map((section) => {
    const heading = stemsOf(section.heading);
    const body = stemsOf(section.body);
    return {
      heading,
      headingSet: new Set(heading),
      length: body.length,
      positions: positionsOf([...heading, ...body]),
      bodyPositions: positionsOf(body),
      part: new Set(stemsOf(section.partTitle)),
      playbook: new Set(stemsOf(`${section.playbookTitle} ${section.playbookDescription}`)),
    };
  });
  const averageLength = texts.reduce((sum, text) => sum + text.length, 0) / Math.max(1, texts.length) || 1;
  const totalWeight = groups.reduce((sum, group) => sum + group.idf, 0) || 1;
  const ranked = candidates.map((section, index) => {
    const text = texts[index]!;
    let score = 0;
    let held = 0;
    const matched = groups.map((group) => {
      const inHeading = holdsAny(text.headingSet, group);
      const tf = count(text.bodyPositions, group) + (inHeading ? 1 : 0);
      const inPart = holdsAny(text.part, group);
      const inPlaybook = holdsAny(text.playbook, group);
      if (tf > 0) score += (group.idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * text.length) / averageLength));
      if (inHeading) score += group.idf * HEADING_SHARE;
      if (inPart) score += group.idf * PART_TITLE_SHARE;
      if (inPlaybook) score += group.idf * PLAYBOOK_SHARE;
      const holds = tf > 0 || inPart;
      if (holds) held += group.idf;
      return holds || inPlaybook;
    });
    score += pairBonus(groups, text.positions);
    // A question that names the whole heading ("how many examples", "where to look", small
    // words included) asks for exactly that section.
    if (text.heading.length >= 2 && text.heading.every((item) => asked.has(item)))
      score +=
        HEADING_NAMED_SHARE *
        (1 + groups.reduce((sum, group) => sum + (holdsAny(text.headingSet, group) ? group.idf : 0), 0));
    return { ...section, score: score * Math.sqrt(held / totalWeight), matched };
  });
  return ranked.sort((a, b) => b.score - a.score || a.sectionId - b.sectionId);
}

/** The question's neighbouring words found side by side (one word between allowed). */
function pairBonus(groups: readonly QueryGroup[], positions: ReadonlyMap<string, readonly number[]>): number {
  const at = (group: QueryGroup) => new Set([...group.stems].flatMap((item) => positions.get(item) ?? []));
  let bonus = 0;
  for (let index = 0; index + 1 < groups.length; index += 1) {
    const [first, second] = [groups[index]!, groups[index + 1]!];
    const following = at(second);
    if ([...at(first)].some((position) => following.has(position + 1) || following.has(position + 2)))
      bonus += PAIR_SHARE * Math.min(first.idf, second.idf);
  }
  return bonus;
}
