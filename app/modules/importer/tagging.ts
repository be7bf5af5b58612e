import { AI_CATEGORIES, BATON_CATEGORIES } from "~/modules/catalog/categories";
import {
  AI_CATEGORY_TERMS,
  BATON_CATEGORY_TERMS,
  BUSINESS_AREA_TERMS,
  SEO_CATEGORY_TERMS,
  TOOL_PATTERNS,
} from "./vocabulary";

export interface PlaybookTags {
  aiCategory: string;
  batonCategory: string;
  businessAreas: string[];
  tools: string[];
  /** Spec: leadership, marketing, sales, strategy, productivity, communication, or general. */
  seoCategory: string;
}

type Vocabulary = Record<string, readonly string[]>;
type Counter = (term: string) => number;

/** Hits in the title weigh this many times a hit in the body. */
const TITLE_WEIGHT = 5;
const MAX_BUSINESS_AREAS = 4;
/** An area needs at least this many hits to be tagged. */
const MIN_AREA_HITS = 3;

/**
 * Counts whole-word, case-insensitive occurrences of terms (words or phrases) in a text,
 * tokenising it once so a 9 MB page is scanned once rather than once per term.
 */
export function termCounter(text: string): Counter {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const joined = ` ${words.join(" ")} `;
  return (term) => {
    const needle = term.toLowerCase();
    if (!needle.includes(" ")) return counts.get(needle) ?? 0;
    let hits = 0;
    for (let at = joined.indexOf(` ${needle} `); at !== -1; at = joined.indexOf(` ${needle} `, at + 1)) hits += 1;
    return hits;
  };
}

/** Each name's score: hits of its terms, hits in the title weighted up. */
export function scoreTerms(inTitle: Counter, inBody: Counter, vocabulary: Vocabulary): [string, number][] {
  return Object.entries(vocabulary).map(([name, terms]) => [
    name,
    terms.reduce((sum, term) => sum + inBody(term) + TITLE_WEIGHT * inTitle(term), 0),
  ]);
}

/** The highest-scoring name, or the fallback when nothing scored (ties go to the first listed). */
export function bestScore(scores: readonly [string, number][], fallback: string): string {
  let best = fallback;
  let bestValue = 0;
  for (const [name, value] of scores) {
    if (value > bestValue) {
      best = name;
      bestValue = value;
    }
  }
  return best;
}

/** The tagging step: categories, business areas, tools and the SEO category, read from the text. */
export function tagPlaybook(title: string, body: string): PlaybookTags {
  const inTitle = termCounter(title);
  const inBody = termCounter(body);
  const areas = scoreTerms(inTitle, inBody, BUSINESS_AREA_TERMS)
    .filter(([, score]) => score >= MIN_AREA_HITS)
    .sort((a, b) => b[1] - a[1]);
  const text = `${title}\n${body}`;
  return {
    aiCategory: bestScore(scoreTerms(inTitle, inBody, AI_CATEGORY_TERMS), AI_CATEGORIES[0]!.id),
    batonCategory: bestScore(scoreTerms(inTitle, inBody, BATON_CATEGORY_TERMS), BATON_CATEGORIES[0]!.id),
    businessAreas: areas.slice(0, MAX_BUSINESS_AREAS).map(([name]) => name),
    tools: Object.entries(TOOL_PATTERNS)
      .filter(([, pattern]) => pattern.test(text))
      .map(([name]) => name),
    seoCategory: bestScore(scoreTerms(inTitle, inBody, SEO_CATEGORY_TERMS), "general"),
  };
}
