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

/** The visible text of an HTML fragment, with block boundaries as line breaks. */
export function htmlToText(html: string): string {
  const chunks: string[] = [];
  let skipDepth = 0;
  const parser = new Parser({
    onopentagname(name) {
      if (SKIPPED_TAGS.has(name)) skipDepth += 1;
      else if (BLOCK_TAGS.has(name)) chunks.push("\n");
    },
    onclosetag(name) {
      if (SKIPPED_TAGS.has(name)) skipDepth = Math.max(0, skipDepth - 1);
      else if (BLOCK_TAGS.has(name)) chunks.push("\n");
    },
    ontext(text) {
      if (skipDepth === 0) chunks.push(text);
    },
  });
  parser.write(html);
  parser.end();
  return chunks
    .join("")
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}
