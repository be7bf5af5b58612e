import { load } from "cheerio";
import type { Element } from "domhandler";
import type { ExportFixture } from "./export-fixtures";

export interface StoredPlaybook {
  title: string;
  description: string;
  slug: string;
  parts: { title: string; slug: string; html: string | null }[];
  categoryCheck: string[];
}

export type LossKind = "title" | "sections" | "text" | "images" | "captions" | "callouts" | "checkboxes" | "tags";

/**
 * What an import lost of an export, kind by kind: each entry names the thing that did not come
 * through as it should (a callout that is not a callout of its tone, a checked item that is not
 * checked, a caption that is not a figure caption…). Empty when nothing was lost.
 */
export function roundTripLosses(fixture: ExportFixture, stored: StoredPlaybook): { kind: LossKind; what: string }[] {
  const $ = load(stored.parts.map((part) => part.html ?? "").join("\n"), null, false);
  const text = $.root().text().replace(/\s+/g, " ");
  const headings = new Set([
    ...stored.parts.map((part) => part.title),
    ...$("h2, h3, h4")
      .toArray()
      .map((element) => $(element).text().trim()),
  ]);
  const losses: { kind: LossKind; what: string }[] = [];
  const lost = (kind: LossKind, what: string) => losses.push({ kind, what });
  if (stored.title !== fixture.title) lost("title", `"${stored.title}" instead of "${fixture.title}"`);
  if (headings.has(fixture.title)) lost("title", "the title is repeated as a heading");
  for (const section of fixture.sections) if (!headings.has(section)) lost("sections", section);
  for (const sentence of fixture.sentences) if (!text.includes(sentence)) lost("text", sentence);
  if (/\b(Created|Tags):/.test(`${stored.description} ${text}`)) lost("text", "the property lines were kept");
  const images = $("img").length;
  if (images < fixture.images) lost("images", `${fixture.images - images} of ${fixture.images}`);
  const captions = $("figure figcaption, table caption")
    .toArray()
    .map((element) => $(element).text().trim());
  for (const caption of fixture.captions) if (!captions.includes(caption)) lost("captions", caption);
  for (const callout of fixture.callouts) {
    const found = $(`aside.callout[data-tone="${callout.tone}"]`)
      .toArray()
      .some((element) => blockText($, element).includes(callout.text));
    if (!found) lost("callouts", `${callout.tone}: ${callout.text}`);
  }
  for (const item of fixture.checklist) {
    const found = $(`ul[data-type="taskList"] > li[data-type="taskItem"][data-checked="${item.checked}"] > p`)
      .toArray()
      .some((element) => $(element).text().trim() === item.text);
    if (!found) lost("checkboxes", `${item.checked ? "☑" : "☐"} ${item.text}`);
  }
  for (const tag of fixture.tags)
    if (!stored.categoryCheck.some((note) => note.includes(`"${tag}"`))) lost("tags", tag);
  return losses;
}

/** A box's text with its blocks (paragraphs, list items) kept apart by a space, as a reader sees them. */
function blockText($: ReturnType<typeof load>, element: Element): string {
  const blocks = $(element).children().toArray();
  const text = blocks.length > 0 ? blocks.map((block) => $(block).text().trim()).join(" ") : $(element).text();
  return text.replace(/\s+/g, " ");
}
