import type { PlaybookTagKind } from "~/db/schema";

/**
 * How much one shared tag says two playbooks belong together: a business area names what the
 * reader is building, a tool or an AI category how, and a BATON category only the broad stage.
 */
export const TAG_WEIGHTS: Record<PlaybookTagKind, number> = {
  "business-area": 3,
  tool: 2,
  "ai-category": 2,
  "baton-category": 1,
};

/** What one shared keyword word adds: keywords tell topics apart where tags are broad. */
const KEYWORD_WEIGHT = 1;

/** How many related playbooks the end of a playbook offers. */
export const RELATED_COUNT = 3;

/** Words too common in this library's keywords to say two playbooks share a topic. */
const COMMON_WORDS = new Set(["with", "your", "from", "that", "this", "into", "using", "business", "guide"]);

/** The distinct words of a playbook's keyword phrases ("ai content repurposing" → content, repurposing). */
export function keywordWords(keywords: readonly string[]): Set<string> {
  const words = keywords.flatMap((phrase) => phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return new Set(words.filter((word) => word.length >= 4 && !COMMON_WORDS.has(word)));
}

export interface Scorable {
  id: string;
  keywords: readonly string[];
  createdAt: string;
  tagScore: number;
}

/**
 * The `count` candidates that belong best with a playbook whose keyword words are `words`:
 * shared tags (already weighted) plus shared keyword words; newer first on a tie. None of
 * `excluded` (the playbook itself, the next in its series) and no playbook twice.
 */
export function rankRelated<T extends Scorable>(
  words: ReadonlySet<string>,
  candidates: readonly T[],
  excluded: ReadonlySet<string> = new Set(),
  count = RELATED_COUNT,
): T[] {
  const seen = new Set(excluded);
  const scored: { candidate: T; score: number }[] = [];
  for (const candidate of candidates) {
    if (seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    const shared = [...keywordWords(candidate.keywords)].filter((word) => words.has(word)).length;
    scored.push({ candidate, score: candidate.tagScore + KEYWORD_WEIGHT * shared });
  }
  scored.sort((a, b) => b.score - a.score || b.candidate.createdAt.localeCompare(a.candidate.createdAt));
  return scored.slice(0, count).map((entry) => entry.candidate);
}
