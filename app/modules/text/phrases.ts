import { articlize } from "articles";

/**
 * Small rules for composing sentences from option labels and from what visitors type, so the
 * tools' generated texts read as if a person wrote them: the indefinite article by sound, names
 * in sentence case mid-sentence, "the" before the places that take it.
 */

/**
 * The phrase after "a" or "an", chosen by how it sounds rather than how it is spelled: "an HR
 * team", "a UK audience", "an 8-hour workshop", "a usable draft". The articles library decides
 * from how Wikipedia's writers chose, so it knows exceptions a rule list misses.
 */
export function withIndefiniteArticle(phrase: string, options: { capitalize?: boolean } = {}): string {
  const phrased = articlize(phrase);
  return options.capitalize ? sentenceStart(phrased) : phrased;
}

/**
 * A label as it reads inside a sentence: words written with a leading capital only because
 * they start a label ("Real Estate", "Veterinary clinics") lose it; acronyms and names with
 * capitals inside them ("HR", "SaaS", "LinkedIn") keep theirs.
 */
export function midSentence(label: string): string {
  return label.replace(/\p{L}[\p{L}'’]*/gu, (word) =>
    /^\p{Lu}[\p{Ll}'’]*$/u.test(word) && word.length > 1 ? word.toLowerCase() : word,
  );
}

/**
 * What a visitor typed, as it reads mid-sentence. Typed in sentence case ("Veterinary clinics",
 * "Small business owners") the first capital is only a form field's habit and goes; a capital
 * anywhere else ("Google Ads agencies", "Real Estate", "SaaS founders") was chosen, so the text
 * stays exactly as typed: a name the tool cannot recognise must never be lower-cased.
 */
export function typedMidSentence(text: string): string {
  const trimmed = text.trim();
  const [, first = "", rest = ""] = /^(\S*)(.*)$/su.exec(trimmed) ?? [];
  const sentenceCase = /^\p{Lu}\p{Ll}+$/u.test(first) && !/\p{Lu}/u.test(rest);
  return sentenceCase ? first.toLowerCase() + rest : trimmed;
}

/** "the" when the name already starts with it, in any case. */
const STARTS_WITH_THE = /^the\s+/i;

/**
 * Places that take "the" in a sentence: names of unions, kingdoms, republics and other
 * groupings, plural names (island groups, "the Netherlands", "the Nordic countries") and the
 * abbreviations of such names. English has no rule that decides the rest from spelling alone.
 */
const TAKES_THE =
  /\b(?:united|kingdom|states|republic|emirates|union|federation|islands|isles|netherlands|philippines|bahamas|maldives|seychelles|comoros|gambia|vatican|countries|nations|region|middle east|gulf|caribbean|balkans|baltics|nordics)\b|^(?:uk|us|usa|uae|eu|drc)$/i;

/**
 * A place as it reads after "in" or "across": "the United States", "the UAE", "the
 * Netherlands", "the Nordic countries", but "France" and "Australia & New Zealand". A name
 * typed with its own "the" keeps it (in lower case, since it is mid-sentence).
 */
export function placeName(name: string): string {
  const trimmed = name.trim();
  if (STARTS_WITH_THE.test(trimmed)) return trimmed.replace(STARTS_WITH_THE, "the ");
  const first = trimmed.split(/\s*(?:&|\band\b|,)\s*/i)[0] ?? trimmed;
  return TAKES_THE.test(first) ? `the ${trimmed}` : trimmed;
}

/** The first letter in upper case, for a composed phrase that starts a sentence. */
export function sentenceStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
