import { SECTION_ID_SPAN } from "~/db/queries/search-documents.server";
import type { QueryGroup } from "./rank";
import type { TermHits } from "./term-hits.server";
import { stem, wordsOf } from "./terms";

/** Sections whose headings are read to choose the candidates: a light read (ids and titles only). */
export const SHORTLIST = 300;
/** A word in a playbook's title or description, in a section's heading, in its part's title. */
const PLAYBOOK_SHARE = 0.3;
const HEADING_SHARE = 1;
const PART_SHARE = 0.5;

/**
 * The sections worth a first look, best first: scored by the weight of the words each holds
 * (a word in its playbook's title or description counting a little too), the words too common
 * to tell (whose lists the engine cut short) only when nothing rarer was asked; the sections
 * known to hold every word (`together`) count every word.
 */
export function shortlist(
  groups: readonly QueryGroup[],
  hits: readonly TermHits[],
  commonPast: number,
  together: readonly number[] = [],
): { id: number; score: number }[] {
  const rare = groups.map((_, index) => hits[index]!.sections.length > 0 && hits[index]!.sections.length <= commonPast);
  const useAll = !rare.some(Boolean);
  const scores = new Map<number, number>();
  groups.forEach((group, index) => {
    if (!useAll && !rare[index]) return;
    for (const id of hits[index]!.sections) scores.set(id, (scores.get(id) ?? 0) + group.idf);
  });
  const whole = groups.reduce((sum, group) => sum + group.idf, 0);
  for (const id of together) scores.set(id, Math.max(scores.get(id) ?? 0, whole));
  groups.forEach((group, index) => {
    const heads = new Set(hits[index]!.heads);
    for (const [id, score] of scores)
      if (heads.has(Math.floor(id / SECTION_ID_SPAN))) scores.set(id, score + group.idf * PLAYBOOK_SHARE);
  });
  return [...scores]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, SHORTLIST)
    .map(([id, score]) => ({ id, score }));
}

export interface SectionTitles {
  sectionId: number;
  heading: string;
  partTitle: string;
}

/**
 * The shortlist reordered by what the sections' headings and parts' titles say (a heading
 * names what its section is about, in the library's words), the related words of the
 * question counting for part of theirs; the first `count` are read in full and reranked.
 */
export function byTitles(
  groups: readonly QueryGroup[],
  listed: readonly { id: number; score: number }[],
  titles: readonly SectionTitles[],
  count: number,
): number[] {
  const first = new Map(listed.map(({ id, score }) => [id, score]));
  const scored = titles.map((section) => {
    const heading = new Set(wordsOf(section.heading).map(stem));
    const part = new Set(wordsOf(section.partTitle).map(stem));
    let score = first.get(section.sectionId) ?? 0;
    for (const group of groups) {
      const has = (stems: ReadonlySet<string>) => [...group.stems].some((item) => stems.has(item));
      if (has(heading)) score += group.idf * HEADING_SHARE;
      else if (has(part)) score += group.idf * PART_SHARE;
      else {
        const related = group.related.find((term) => heading.has(term.stem) || part.has(term.stem));
        if (related) score += group.idf * related.similarity * PART_SHARE;
      }
    }
    return { id: section.sectionId, score };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, count)
    .map(({ id }) => id);
}
