import type { AskStatus } from "./contract";
import type { QueryGroup, RankedSection } from "./rank";

/**
 * The least weight of the question's words the best section must hold for an answer: one
 * common word ("help", "business") is not a question the library can answer.
 */
export const MIN_EVIDENCE = 3.2;
/** The share of the question's weight the best section must hold to answer it, or to answer part of it. */
export const ANSWERED_SHARE = 0.72;
export const PARTIAL_SHARE = 0.56;
/** The best sections read for the evidence of the best one's part. */
const PART_SECTIONS = 5;

/**
 * How well the library answers a question, from its best section and the sections of the same
 * part among the best five (a part answers with all its sections): the weight of the
 * question's words they hold (rare words weigh more; a related word only part of the word's),
 * against the whole question's. Words the
 * library has nowhere (in no spelling) weigh as much as its rarest word: a question about
 * "payroll" when no guide says "payroll" is not answered by the guide that has the rest.
 */
export function answerStatus(
  groups: readonly QueryGroup[],
  unknown: readonly string[],
  sections: readonly RankedSection[],
  librarySections: number,
): AskStatus {
  const best = sections[0];
  if (!best) return "not_found";
  const unknownWeight = unknown.length * Math.log(1 + librarySections);
  const total = groups.reduce((sum, group) => sum + group.idf, 0) + unknownWeight;
  // The best section's part answers with all its sections: their words count as the part's.
  const part = sections
    .slice(0, PART_SECTIONS)
    .filter((section) => section.docId === best.docId && section.partSlug === best.partSlug);
  const held = groups.reduce(
    (sum, group, index) => sum + group.idf * Math.max(...part.map((section) => section.matched[index] ?? 0)),
    0,
  );
  const evidence = held / (total || 1);
  if (held < MIN_EVIDENCE || evidence < PARTIAL_SHARE) return "not_found";
  return evidence >= ANSWERED_SHARE ? "answered" : "partial";
}
