import type { PartHeading } from "~/db/playbook-input";
import { slugify } from "~/modules/text/slug";
import { parseHtml, textOf } from "./dom";

/**
 * Gives a part's headings the shape the reader expects: the highest level becomes h2 (the part
 * title is the page's h1), the rest follow in order; each gets a unique id for in-page links.
 * Returns the new markup and the h2/h3 outline.
 */
export function structureHeadings(html: string): { html: string; headings: PartHeading[] } {
  if (!/<h[1-6]/i.test(html)) return { html, headings: [] };
  const $ = parseHtml(html);
  const elements = $("h1, h2, h3, h4, h5, h6").toArray();
  if (elements.length === 0) return { html, headings: [] };
  const levels = elements.map((element) => Number(element.tagName[1]));
  const shift = 2 - Math.min(...levels);
  const used = new Set<string>();
  const headings: PartHeading[] = [];
  elements.forEach((element, index) => {
    const level = Math.min(6, levels[index]! + shift);
    const text = textOf($, element);
    const id = uniqueId(slugify(text, 60) || `section-${index + 1}`, used);
    element.tagName = `h${level}`;
    $(element).attr("id", id);
    if (level <= 3 && text !== "") headings.push({ id, text, level });
  });
  return { html: $.html(), headings };
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  used.add(id);
  return id;
}
