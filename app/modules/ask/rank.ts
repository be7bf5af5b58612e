import type { RelatedTerm } from "./related-terms";
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
  /** Words the library uses where it uses this one (related-terms.ts): a section holding one of them instead holds part of the word. */
  related: readonly RelatedTerm[];
}

export interface RankedSection extends SectionRow {
  score: number;
  /**
   * How much of each of the question's groups the section (its heading, text, part or
   * playbook title) holds: 1 for the word itself, less for a related word only, 0 for neither.
   */
  matched: readonly number[];
}

/** BM25's usual constants: term frequency saturates soon, long sections are only a little penalised. */
const K1 = 1.2;
const B = 0.5;
/** A word in the heading says what the section is about: a bonus of this share of its weight, beside the text's. */
const HEADING_SHARE = 1.5;
/** A word in the part's or the playbook's title says what the whole part or guide is about. */
const PART_TITLE_SHARE = 0.15;
const PLAYBOOK_SHARE = 0.3;
/** The share of a word's weight a section holds when only its playbook's title or description has the word. */
const PLAYBOOK_HELD_SHARE = 0.5;
/** The share of the heading's words' weight added when the question names the whole heading. */
const HEADING_NAMED_SHARE = 1;
/** Two of the question's words side by side (a phrase it names): a small bonus. */
const PAIR_SHARE = 0.25;
/** A related word stands for the asked one at this share of its similarity (never the whole word). */
const RELATED_SHARE = 0.8;

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
      // The playbook's title says what all its sections are about, if less closely than their own words.
      else if (inPlaybook) held += group.idf * PLAYBOOK_HELD_SHARE;
      if (holds || inPlaybook) return 1;
      const standIn = relatedShare(group, text.positions, text.headingSet, text.part);
      score += group.idf * standIn.share * (1 + (standIn.inHeading ? HEADING_SHARE : 0));
      held += group.idf * standIn.share;
      return standIn.share;
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

/**
 * The share of a word the section holds through the library's related words when it lacks the
 * word itself: the most similar related word it has, in its heading, text or part title.
 */
function relatedShare(
  group: QueryGroup,
  positions: ReadonlyMap<string, readonly number[]>,
  heading: ReadonlySet<string>,
  part: ReadonlySet<string>,
): { share: number; inHeading: boolean } {
  for (const term of group.related) {
    const inHeading = heading.has(term.stem) || part.has(term.stem);
    if (inHeading || positions.has(term.stem)) return { share: term.similarity * RELATED_SHARE, inHeading };
  }
  return { share: 0, inHeading: false };
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
