import { Parser } from "htmlparser2";
import { htmlToText } from "~/db/html-text";

/** Spellings the editor writes differently but the reader shows alike. */
const SAME_AS: Record<string, string> = { b: "strong", i: "em", del: "s", h1: "h2" };

/**
 * Wrappers the editor may add, drop or regroup without changing what a reader sees: paragraphs
 * inside list items and cells, table sections, plain divs and spans, the figure around an image.
 */
const RESHAPED = new Set(["p", "div", "span", "br", "thead", "tbody", "tfoot", "figure", "figcaption"]);

interface Signature {
  text: string;
  elements: Map<string, number>;
  links: string[];
  images: string[];
}

function signatureOf(html: string): Signature {
  const elements = new Map<string, number>();
  const links: string[] = [];
  const images: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const tag = SAME_AS[name] ?? name;
      if (!RESHAPED.has(tag)) elements.set(tag, (elements.get(tag) ?? 0) + 1);
      if (tag === "a" && attributes.href) links.push(attributes.href);
      if (tag === "img" && attributes.src) images.push(attributes.src);
    },
  });
  parser.write(html);
  parser.end();
  return { text: htmlToText(html).replace(/\s+/g, " "), elements, links: links.sort(), images: images.sort() };
}

function missingFrom(before: readonly string[], after: readonly string[]): string[] {
  const left = [...after];
  return before.filter((item) => {
    const index = left.indexOf(item);
    if (index === -1) return true;
    left.splice(index, 1);
    return false;
  });
}

/**
 * What a part would lose if it went through the visual editor: compares the HTML the owner
 * had with what the editor writes back. An empty list means nothing a reader sees changes;
 * otherwise each entry names what is gone (text, "<dl> ×2", a link, an image), and the
 * editor keeps the part in its HTML view rather than drop it silently.
 */
export function editorLosses(original: string, edited: string): string[] {
  const before = signatureOf(original);
  const after = signatureOf(edited);
  const losses: string[] = [];
  if (before.text !== after.text) losses.push("some of the text");
  for (const [tag, count] of before.elements) {
    const lost = count - (after.elements.get(tag) ?? 0);
    if (lost > 0) losses.push(lost === 1 ? `<${tag}>` : `<${tag}> ×${lost}`);
  }
  for (const href of missingFrom(before.links, after.links)) losses.push(`the link to ${href}`);
  for (const src of missingFrom(before.images, after.images)) losses.push(`the image ${src}`);
  return losses;
}
