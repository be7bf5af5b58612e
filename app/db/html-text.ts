import { Parser } from "htmlparser2";

const BLOCK_TAGS = new Set([
  "p",
  "div",
  "li",
  "br",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "tr",
  "td",
  "th",
  "blockquote",
  "pre",
  "figcaption",
  // Terms, definitions and a table's caption are blocks too: "Token" and "A piece…" are two words apart.
  "dt",
  "dd",
  "caption",
]);
const SKIPPED_TAGS = new Set(["script", "style", "noscript", "template"]);
/** The headings that start a section: the ones a part's table of contents lists (importer/headings.ts). */
const SECTION_HEADINGS = new Set(["h2", "h3"]);

/** A stretch of a part under one heading; the text before the first heading has none. */
export interface HtmlSection {
  /** The heading's id, for a link straight to it; "" for the text before the first heading. */
  anchor: string;
  heading: string;
  text: string;
}

const tidy = (text: string) =>
  text
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();

/**
 * The visible text of an HTML fragment, with block boundaries as line breaks, cut into
 * sections at every h2 and h3 that has an id (the ones an in-page link can open).
 */
export function htmlSections(html: string): HtmlSection[] {
  const sections: { anchor: string; heading: string[]; text: string[] }[] = [{ anchor: "", heading: [], text: [] }];
  let skipDepth = 0;
  let inHeading: string | undefined;
  const current = () => sections.at(-1)!;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (SKIPPED_TAGS.has(name)) skipDepth += 1;
      else if (SECTION_HEADINGS.has(name) && attributes.id && skipDepth === 0) {
        sections.push({ anchor: attributes.id, heading: [], text: [] });
        inHeading = name;
      } else if (BLOCK_TAGS.has(name)) current().text.push("\n");
    },
    onclosetag(name) {
      if (SKIPPED_TAGS.has(name)) skipDepth = Math.max(0, skipDepth - 1);
      else if (name === inHeading) inHeading = undefined;
      else if (BLOCK_TAGS.has(name)) current().text.push("\n");
    },
    ontext(text) {
      if (skipDepth === 0) (inHeading ? current().heading : current().text).push(text);
    },
  });
  parser.write(html);
  parser.end();
  return sections
    .map((section) => ({
      anchor: section.anchor,
      heading: tidy(section.heading.join("")),
      text: tidy(section.text.join("")),
    }))
    .filter((section, index) => index > 0 || section.text !== "");
}

/** The visible text of an HTML fragment, with block boundaries as line breaks. */
export function htmlToText(html: string): string {
  return htmlSections(html)
    .flatMap((section) => (section.anchor ? [section.heading, section.text] : [section.text]))
    .filter(Boolean)
    .join("\n");
}
