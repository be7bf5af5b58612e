/**
 * The measures bench:import reports on real web pages, written independently of the importer's
 * own rules so they check its output rather than repeat it.
 */

/** Titles compared as a reader would: case, spacing, quote and dash styles do not count. */
export function sameTitle(actual: string, expected: string): boolean {
  const normal = (text: string) =>
    text
      .normalize("NFKC")
      .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
      .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
      .replace(/[\u2010-\u2015]/g, "-")
      .replace(/\s+/g, " ")
      .trim()
      .toLowerCase();
  return normal(actual) === normal(expected);
}

/** A site's name (or a byline) after a separator at the end of a title: "Headline | eHow", "Headline · V8". */
const TRAILING_SITE_NAME = /\s+[|·•\-\u2013\u2014»]\s+[^|·•\u2013\u2014»]{1,60}$/u;

/**
 * The title measure bench:import reports: the expected title, or the expected title without the
 * site name after its last separator (a title that drops "| eHow" is right).
 */
export function titleMatches(actual: string, expected: string): boolean {
  return sameTitle(actual, expected) || sameTitle(actual, expected.replace(TRAILING_SITE_NAME, ""));
}

/** Site chrome as it shows up in text: each pattern names what it catches. */
const CHROME: { name: string; pattern: RegExp; titleOnly?: boolean }[] = [
  { name: "edit link", pattern: /\[\s*edit(\s+source)?\s*\]/i },
  { name: "footnote marker", pattern: /\[\s*\d{1,3}\s*\]|\[\s*(citation needed|note \d+|[a-z])\s*\]/i },
  { name: "jump/skip link", pattern: /\b(jump to|skip to)\b.{0,20}\b(navigation|search|content|main)/i },
  { name: "wiki banner", pattern: /\bFrom Wikipedia, the free encyclopedia\b/i },
  {
    name: "table of contents",
    pattern: /^(contents|table of contents|on this page|in this article|toc)$/i,
    titleOnly: true,
  },
  {
    name: "comments",
    pattern: /^(\d+\s+)?(comments?|responses?|replies|discussion|leave a (reply|comment))\b/i,
    titleOnly: true,
  },
  {
    name: "related posts",
    pattern: /^(related|more from|you (may|might) also like|recommended|read more|more stories|popular|trending)\b/i,
    titleOnly: true,
  },
  { name: "share block", pattern: /\bshare (this|on (facebook|twitter|linkedin|x))\b|^share\b/i },
  {
    name: "cookie banner",
    pattern: /\b(we use cookies|cookie (policy|settings|preferences)|accept (all )?cookies)\b/i,
  },
  { name: "newsletter box", pattern: /^(subscribe|sign up) (to|for) (our|the) newsletter/i, titleOnly: true },
  { name: "advertisement", pattern: /^(advertisement|sponsored)$/i, titleOnly: true },
];

/** The chrome found in one text; `isTitle` adds the checks that only make sense for a whole title. */
export function chromeIn(text: string, isTitle: boolean): string[] {
  const trimmed = text.replace(/\s+/g, " ").trim();
  return CHROME.filter((rule) => (isTitle || !rule.titleOnly) && rule.pattern.test(trimmed)).map((rule) => rule.name);
}

/** Words that show a page is about AI at all; a page with none of them is not. */
const AI_ACRONYM = /\b(AI|A\.I\.|LLMs?|GPT(-\d)?|ChatGPT)(?![\w.])/;
const AI_PHRASE =
  /\b(artificial intelligence|machine learning|deep learning|neural networks?|large language models?|chatbots?|generative)\b/i;

export function mentionsAi(text: string): boolean {
  return AI_ACRONYM.test(text) || AI_PHRASE.test(text);
}
