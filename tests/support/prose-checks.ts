import { find as articleFor } from "articles";

/** What a generated text is about, for the checks that depend on it. */
export interface ProseContext {
  /** Labels the visitor chose from our lists (industries, audiences): none may keep its capitals mid-sentence. */
  names: readonly string[];
  /**
   * What the visitor typed: in sentence case ("Veterinary clinics") it may not keep its first
   * capital mid-sentence; with any other capital ("Google Ads agencies") it must read exactly as typed.
   */
  typed?: readonly string[];
  /** The audience is one person working alone, so no text may speak of "the team". */
  solo?: boolean;
}

/** Places that need "the" before them, written as a visitor or an option list would. */
const PLACES_TAKING_THE = [
  "United States",
  "United Kingdom",
  "United Arab Emirates",
  "UK",
  "US",
  "USA",
  "UAE",
  "Netherlands",
  "Nordic countries",
  "Philippines",
];
const PLACE_WITHOUT_THE = new RegExp(
  `\\b(?:in|for|across|to|from|of|within|throughout|around) (${PLACES_TAKING_THE.join("|")})\\b`,
  "g",
);
const ARTICLE_MID_SENTENCE = /(?<![\p{L}\p{N}'’])(a|an) ["“‘(]?([\p{L}\p{N}][\p{L}\p{N}'’.-]*)/gu;
const ARTICLE_AT_START = /(?:^|[.!?:]\s+)(A|An) ["“‘(]?([\p{L}\p{N}][\p{L}\p{N}'’.-]*)/gu;
const ONE_WITH_PLURAL = /(?<![\d.,-])\b1 (hours|minutes|weeks|days|months|sessions)\b/g;
const MANY_WITH_SINGULAR = /(?<![\d.,-])\b(?:[02-9]|[1-9]\d+) (hour|minute|week|day|month|session)\b(?![-\p{L}])/gu;
const TEAM_TALK = /\b(?:the team|your team|a typical team|the team's)\b/gi;

/** True when `index` starts a sentence (or the text, or a quotation). */
function startsSentence(text: string, index: number): boolean {
  return /(?:^|[.!?:]\s+|["“(]\s*)$/.test(text.slice(0, index));
}

/**
 * Grammar slips a reader would notice in one generated text: "a"/"an" that does not match how
 * the next word sounds, "1 hours" or "3 hour", a chosen label keeping its capitals mid-sentence
 * ("real Real Estate tasks"), a place that needs "the" without it ("in United States") and, for
 * a solo practitioner, talk of "the team". Titles keep their capitals and skip that check.
 */
export function proseProblems(text: string, context: ProseContext, { title = false } = {}): string[] {
  const problems: string[] = [];
  for (const pattern of [ARTICLE_MID_SENTENCE, ARTICLE_AT_START]) {
    for (const match of text.matchAll(pattern)) {
      const expected = articleFor(match[2]!);
      if (match[1]!.toLowerCase() !== expected) problems.push(`"${match[0].trim()}" needs "${expected}"`);
    }
  }
  for (const match of text.matchAll(ONE_WITH_PLURAL)) problems.push(`"${match[0]}": one of something is singular`);
  for (const match of text.matchAll(MANY_WITH_SINGULAR)) problems.push(`"${match[0]}": needs a plural`);
  for (const match of text.matchAll(PLACE_WITHOUT_THE)) problems.push(`"${match[0]}" needs "the"`);
  if (context.solo)
    for (const match of text.matchAll(TEAM_TALK)) problems.push(`"${match[0]}" for a solo practitioner`);
  if (!title) {
    // Only a label with a word in title case ("Real Estate", not "HR" or "SaaS") can slip.
    for (const name of context.names) if (/\b\p{Lu}\p{Ll}+\b/u.test(name)) capitalsMidSentence(text, name, problems);
    for (const typed of context.typed ?? []) {
      if (/^\p{Lu}\p{Ll}+(?:\s[^\p{Lu}]*)?$/u.test(typed)) capitalsMidSentence(text, typed, problems);
      else if (!text.includes(typed) && text.toLowerCase().includes(typed.toLowerCase()))
        problems.push(`"${typed}" is not as the visitor typed it`);
    }
  }
  return problems;
}

function capitalsMidSentence(text: string, name: string, problems: string[]): void {
  let index = text.indexOf(name);
  while (index >= 0) {
    if (!startsSentence(text, index)) problems.push(`"${name}" keeps its capitals mid-sentence`);
    index = text.indexOf(name, index + name.length);
  }
}

/** Keys whose values are titles (title case is right there). */
const TITLE_KEYS = new Set(["title", "formatName", "headline", "term", "name", "style", "obstacle"]);

/** A string of a generated result, with the key it sits under and whether that makes it a title. */
export interface GeneratedText {
  text: string;
  title: boolean;
  key: string;
}

/**
 * Every string in a generated result, each with whether it is a title. A plain walk into one
 * array: the checks below read hundreds of thousands of results, where a generator per level
 * cost more than the checks themselves.
 */
export function textsOf(value: unknown, key = "", found: GeneratedText[] = []): GeneratedText[] {
  if (typeof value === "string") found.push({ text: value, title: TITLE_KEYS.has(key), key });
  else if (Array.isArray(value)) for (const item of value) textsOf(item, key, found);
  else if (value && typeof value === "object")
    for (const [childKey, child] of Object.entries(value)) textsOf(child, childKey, found);
  return found;
}

/**
 * Checks every string of many generated results, each text once per context (the same sentence
 * recurs across thousands of combinations). Returns the problems found, with the text.
 */
export function proseChecker() {
  // Per context, the texts checked as prose and those checked as titles.
  const checkedByContext = new Map<string, { prose: Set<string>; titles: Set<string> }>();
  const problems = new Set<string>();
  let textsChecked = 0;
  return {
    check(result: unknown, context: ProseContext): void {
      const contextKey = `${context.solo ? 1 : 0}|${context.names.join("|")}`;
      let checked = checkedByContext.get(contextKey);
      if (!checked) checkedByContext.set(contextKey, (checked = { prose: new Set(), titles: new Set() }));
      for (const { text, title } of textsOf(result)) {
        const seen = title ? checked.titles : checked.prose;
        if (seen.has(text)) continue;
        seen.add(text);
        textsChecked += 1;
        for (const problem of proseProblems(text, context, { title })) problems.add(`${problem} in: ${text}`);
      }
    },
    get problems(): string[] {
      return [...problems];
    },
    get textsChecked(): number {
      return textsChecked;
    },
  };
}
