import type { Element } from "domhandler";
import { type Tone, callout, takeLeadingEmoji, taskItem, toneOfIcon, toneOfLabel } from "./block-forms";
import { joinCaptions } from "./captions";
import { type CheerioAPI, normalizeSpace } from "./dom";
import {
  type GoogleDocsStyles,
  boxOf,
  checklistBullet,
  isGoogleDocsExport,
  isStruckThrough,
  looksLikeCaption,
  readGoogleDocsStyles,
} from "./google-docs";
import { countWords } from "~/modules/text/words";

/**
 * What a Google Docs export holds besides text, in the site's stored forms:
 * - checklists (Format › Bullets › Checklist): lists whose bullet is a ballot box, an item
 *   ticked when its box is, or when its text is struck through (Google Docs' mark of a ticked item);
 * - boxes, which Google Docs writers make for tips and warnings as one-cell tables or as
 *   paragraphs with borders or shading: callouts, the tone read from their icon or label;
 * - captions, which Google Docs has no style for: a short centred or italic line right under
 *   a picture becomes the picture's figure caption.
 */
export function googleDocsBlocks($: CheerioAPI): void {
  if (!isGoogleDocsExport($)) return;
  const styles = readGoogleDocsStyles($);
  checklists($, styles);
  oneCellTables($, styles);
  boxedParagraphs($, styles);
  captions($, styles);
}

function checklists($: CheerioAPI, styles: GoogleDocsStyles): void {
  $("ul, ol").each((_, list) => {
    const bullet = checklistBullet(styles.bulletOf(list));
    if (!bullet) return;
    const items = $(list)
      .children("li")
      .toArray()
      .map((item) => taskItem(bullet.checked || isStruckThrough($, item, styles), $(item).html() ?? ""));
    $(list).replaceWith(`<ul data-type="taskList">${items.join("")}</ul>`);
  });
}

const MONOSPACE = /mono|courier|consolas|menlo/i;

/** A table of one cell is a box around its text (one set in a code font is code, and stays). */
function oneCellTables($: CheerioAPI, styles: GoogleDocsStyles): void {
  $("table")
    .toArray()
    .reverse()
    .forEach((table) => {
      const cells = $(table).find("td, th");
      if ($(table).find("tr").length !== 1 || cells.length !== 1) return;
      const cell = cells.get(0)!;
      if (normalizeSpace($(cell).text()) === "") return;
      const fonts = $(cell)
        .find("span")
        .toArray()
        .map((span) => styles.of(span).get("font-family") ?? "");
      if (fonts.length > 0 && fonts.every((font) => MONOSPACE.test(font))) return;
      $(table).replaceWith(callout(toneOf($, cell), ($(cell).html() ?? "").trim()));
    });
}

/** Neighbouring paragraphs drawn in the same box are one callout. */
function boxedParagraphs($: CheerioAPI, styles: GoogleDocsStyles): void {
  const groups: Element[][] = [];
  let previous: { element: Element; box: string } | undefined;
  $("p").each((_, paragraph) => {
    const box = boxOf(styles, paragraph);
    if (!box || normalizeSpace($(paragraph).text()) === "") {
      previous = undefined;
      return;
    }
    const joins = previous && previous.box === box && $(paragraph).prev().get(0) === previous.element;
    if (joins) groups.at(-1)!.push(paragraph);
    else groups.push([paragraph]);
    previous = { element: paragraph, box };
  });
  for (const group of groups) {
    const tone = toneOf($, group[0]!);
    const inner = group.map((paragraph) => `<p>${$(paragraph).html() ?? ""}</p>`).join("");
    $(group[0]!).replaceWith(callout(tone, inner));
    for (const rest of group.slice(1)) $(rest).remove();
  }
}

/** The tone from the box's leading icon (taken out of its text), else from a label such as "Tip:". */
function toneOf($: CheerioAPI, box: Element): Tone {
  const icon = takeLeadingEmoji(box);
  return icon ? toneOfIcon(icon) : toneOfLabel($(box).text());
}

const CAPTION_MAX_WORDS = 30;
const IMAGE_ONLY = ($: CheerioAPI, element: Element) =>
  $(element).find("img").length > 0 && normalizeSpace($(element).text()) === "";

function captions($: CheerioAPI, styles: GoogleDocsStyles): void {
  let found = false;
  $("p").each((_, picture) => {
    if (!IMAGE_ONLY($, picture)) return;
    const next = $(picture).next("p").get(0);
    if (!next || IMAGE_ONLY($, next)) return;
    const words = countWords(normalizeSpace($(next).text()));
    if (words === 0 || words > CAPTION_MAX_WORDS || !looksLikeCaption($, next, styles)) return;
    $(next).replaceWith(`<figcaption>${$(next).html() ?? ""}</figcaption>`);
    found = true;
  });
  if (found) joinCaptions($);
}
