import type { QueryGroup, RankedSection } from "./rank";
import { readsAsSentence, sentencesOf } from "./sentences";
import { stem, wordsOf } from "./terms";

/** A sentence of the answer and the section it was taken from (its index among the retrieved sections). */
export interface AnswerSentence {
  text: string;
  section: number;
}

/** How many of the best sections an answer draws from, and how it is bounded. */
const FROM_SECTIONS = 3;
const MAX_SENTENCES = 4;
const MAX_PER_SECTION = 2;
/** A sentence joins the answer when it holds at least this share of the best sentence's score. */
const KEEP_SHARE = 0.5;
/** A section this far below the best one is other reading, not part of the answer. */
const SECTION_SHARE = 0.45;
/** The question's words in a section's heading count this much for each of its sentences. */
const HEADING_SHARE = 0.5;
/** Two sentences sharing this much of their words say the same thing. */
const SAME_SHARE = 0.7;

interface Scored extends AnswerSentence {
  index: number;
  score: number;
  stems: Set<string>;
}

/**
 * The extractive answer: the sentences of the best sections that hold most of the question's
 * weight, 2 to 4 of them (one when only one says anything), each in the library's own words
 * and carrying the section it came from, in reading order within the order of the sections.
 * A sentence is scored by the question's words it holds (rarer words count more), less for a
 * lower-ranked section, and only pieces of text that read as sentences are used unless the
 * section has nothing else.
 */
export function composeExtractive(groups: readonly QueryGroup[], sections: readonly RankedSection[]): AnswerSentence[] {
  const best = sections[0];
  if (!best || groups.length === 0) return [];
  const used = sections.slice(0, FROM_SECTIONS).filter((section) => section.score >= best.score * SECTION_SHARE);
  const candidates = used.flatMap((section, rank) => scoredSentences(groups, section, rank));
  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.section - b.section || a.index - b.index);
  const top = ranked[0];
  if (!top || top.score <= 0) return [];
  const chosen: Scored[] = [];
  for (const sentence of ranked) {
    if (chosen.length >= MAX_SENTENCES || sentence.score < top.score * KEEP_SHARE) break;
    if (chosen.filter((item) => item.section === sentence.section).length >= MAX_PER_SECTION) continue;
    if (chosen.some((item) => overlap(item.stems, sentence.stems) >= SAME_SHARE)) continue;
    chosen.push(sentence);
  }
  if (chosen.length === 1) {
    // One sentence alone is often a claim without its reason: the next sentence of its section completes it.
    const next = candidates.find((item) => item.section === top.section && item.index === top.index + 1);
    if (next && readsAsSentence(next.text)) chosen.push(next);
  }
  return chosen
    .sort((a, b) => a.section - b.section || a.index - b.index)
    .map(({ text, section }) => ({ text, section }));
}

/**
 * A section's sentences, scored. The heading says what every sentence under it is about, so
 * the question's words in the heading count for each sentence at HEADING_SHARE of their
 * weight (and the first sentences win a tie); lower-ranked sections count a little less.
 */
function scoredSentences(groups: readonly QueryGroup[], section: RankedSection, rank: number): Scored[] {
  const sentences = sentencesOf(section.body);
  const readable = sentences.filter((sentence) => readsAsSentence(sentence.text));
  const pool = readable.length > 0 ? readable : sentences.filter((sentence) => sentence.text.split(/\s+/).length >= 4);
  const heading = new Set(wordsOf(section.heading).map(stem));
  const holds = (stems: ReadonlySet<string>, group: QueryGroup) => [...group.stems].some((item) => stems.has(item));
  const context = groups.reduce((sum, group) => sum + (holds(heading, group) ? group.idf * HEADING_SHARE : 0), 0);
  const rankShare = 1 / (1 + 0.25 * rank);
  return pool.map((sentence) => {
    const stems = new Set(wordsOf(sentence.text).map(stem));
    const own = groups.reduce((sum, group) => sum + (holds(stems, group) ? group.idf : 0), 0);
    return { text: sentence.text, section: rank, index: sentence.index, stems, score: (own + context) * rankShare };
  });
}

/** The share of the smaller set's words that the other has. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const item of small) if (large.has(item)) shared += 1;
  return shared / small.size;
}

export { overlap as wordOverlap };
