import winkNLP, { type ItemEntity, type ItemToken, type ItsFunction, type WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { withoutPartNumber } from "~/modules/catalog/part-label";
import { FOCUS_KEYWORD_LIMIT, KEYWORD_LIMIT } from "./limits";

/** A longer run of nouns keeps its last words: the head noun and what qualifies it most closely. */
const MAX_PHRASE_WORDS = 3;
/** The spec's rule, kept for single words: a keyword is longer than 3 characters. */
const MIN_WORD_LENGTH = 4;
/** What the author put in the title and headings is what the page is about: it outweighs the body. */
export const HEADING_WEIGHT = 4;
/**
 * A part's first 800 words (four minutes of reading) name what it is about, with its headings,
 * which are read whole; tagging costs grow with the text, and an import of long pages should
 * not wait on it (bench:import).
 */
const BODY_WORDS_READ = 800;

/** Entities that are nouns in form but say nothing about a topic: "every week", "a month", "20 minutes". */
const NOT_TOPICS = new Set(["DATE", "DURATION", "TIME", "CARDINAL", "ORDINAL", "MONEY", "PERCENT"]);

/**
 * wink's type declarations give `its.lemma` and `its.stem` a parameter that does not match the
 * token functions `out` takes; at run time they are token functions like the others.
 */
const asTokenIts = (its: unknown) => its as ItsFunction<string>;

let tagger: WinkMethods | undefined;
/**
 * Parts of speech and entities only: sentence breaks (the costliest step) are not needed, since
 * punctuation already ends a phrase, and neither are negation or sentiment.
 */
function nlp(): WinkMethods {
  tagger ??= winkNLP(model, ["pos", "ner"]);
  return tagger;
}

/** One word as the tagger read it, with a hyphenated compound ("follow-up") kept as one word. */
interface Word {
  text: string;
  /** Its dictionary form ("objections" -> "objection"); acronyms keep their capitals. */
  lemma: string;
  /** A noun that is not a stop word: a candidate for a keyword. */
  topical: boolean;
  /** Punctuation follows: a phrase cannot run past it. */
  closesPhrase: boolean;
}

function readWords(text: string): Word[] {
  const { its } = nlp();
  const doc = nlp().readDoc(text);
  const tokens = doc.tokens();
  const timeOrNumber = new Set<number>();
  doc.entities().each((entity: ItemEntity) => {
    if (NOT_TOPICS.has(entity.out(its.type)))
      entity.tokens().each((token: ItemToken) => timeOrNumber.add(token.index()));
  });
  const [values, types, parts, lemmas, stops, spaces] = [
    tokens.out(its.value),
    tokens.out(its.type),
    tokens.out(its.pos),
    tokens.out(asTokenIts(its.lemma)),
    tokens.out(its.stopWordFlag),
    tokens.out(its.precedingSpaces),
  ] as [string[], string[], string[], string[], boolean[], string[]];
  const words: Word[] = [];
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index]!;
    const glued = index > 0 && spaces[index] === "" && (value === "-" || values[index - 1] === "-");
    const previous = words.at(-1);
    if (types[index] !== "word") {
      if (glued && value === "-" && previous) continue;
      if (previous) previous.closesPhrase = true;
      continue;
    }
    const acronym = /^\p{Lu}{2,}$/u.test(value);
    const word: Word = {
      text: value,
      lemma: acronym ? value : lemmas[index]!.toLowerCase(),
      topical:
        (parts[index] === "NOUN" || parts[index] === "PROPN") &&
        !stops[index] &&
        !timeOrNumber.has(index) &&
        /\p{L}/u.test(value),
      closesPhrase: false,
    };
    if (glued && previous && !previous.closesPhrase) {
      // "first-line" is not a noun, "follow-up" is: a compound is topical only if every piece is.
      previous.text += `-${word.text}`;
      previous.lemma += `-${word.lemma}`;
      previous.topical &&= word.topical;
    } else words.push(word);
  }
  return words;
}

/**
 * The noun phrases of a text in order, each a keyword candidate in its dictionary form: a run
 * of nouns ("value ladder", "AI agent") or a single noun. Verbs ("send", "build"), stop words,
 * adjectives and numbers end a run and never become keywords themselves.
 */
export function nounPhrases(text: string): string[] {
  const phrases: string[] = [];
  let run: string[] = [];
  const close = () => {
    const phrase = run.slice(-MAX_PHRASE_WORDS).join(" ");
    if (run.length > 1 || phrase.length >= MIN_WORD_LENGTH) phrases.push(phrase);
    run = [];
  };
  for (const word of readWords(text)) {
    if (word.topical) run.push(word.lemma);
    else if (run.length > 0) close();
    if (word.closesPhrase && run.length > 0) close();
  }
  if (run.length > 0) close();
  return phrases;
}

/** How strongly each candidate stands for a text: headings count HEADING_WEIGHT times, the body once. */
export type TermScores = Map<string, number>;

export function scoreTerms(source: { headings: readonly string[]; body: string }): TermScores {
  const scores: TermScores = new Map();
  const add = (text: string, weight: number) => {
    for (const phrase of nounPhrases(text)) scores.set(phrase, (scores.get(phrase) ?? 0) + weight);
  };
  // "Part 3: Pricing" is structure, not topic: the number is dropped, the rest counts.
  add(source.headings.map((heading) => `${withoutPartNumber(heading)}.`).join("\n"), HEADING_WEIGHT);
  add(firstWords(source.body, BODY_WORDS_READ), 1);
  return scores;
}

function firstWords(text: string, count: number): string {
  const cut = text.split(/\s+/, count + 1);
  return cut.length > count ? cut.slice(0, count).join(" ") : text;
}

/** Several texts' scores as one (a playbook's from its parts'). */
export function combineScores(all: readonly TermScores[]): TermScores {
  const combined: TermScores = new Map();
  for (const scores of all) {
    for (const [term, score] of scores) combined.set(term, (combined.get(term) ?? 0) + score);
  }
  return combined;
}

/** The best candidates, at most `limit` (the spec's 10); ties keep the order they were first seen in. */
export function topKeywords(scores: TermScores, limit = KEYWORD_LIMIT): string[] {
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([term]) => term);
}

/** Word stems, so "Services" in a title and the keyword "AI service" are the same words. */
function stems(text: string): string[] {
  return nlp().readDoc(text).tokens().out(asTokenIts(nlp().its.stem));
}

/** Up to 5 focus keywords: the keywords whose every word is in the title first, then the strongest. */
export function focusKeywords(title: string, keywords: readonly string[]): string[] {
  const titleStems = new Set(stems(title));
  const inTitle = keywords.filter((keyword) => stems(keyword).every((stem) => titleStems.has(stem)));
  return [...new Set([...inTitle, ...keywords])].slice(0, FOCUS_KEYWORD_LIMIT);
}
