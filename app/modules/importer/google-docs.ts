import type { Element } from "domhandler";
import postcss from "postcss";
import { type CheerioAPI, normalizeSpace } from "./dom";

/**
 * Google Docs' "Web page (.html, zipped)" export says what a block is only through its
 * stylesheet: every paragraph, list and cell carries generated classes (".c7"), and a list's
 * bullet is the `content` of its level's `li:before` rule. Read that stylesheet, the export's
 * blocks can be told apart by what Google Docs draws, not by guesses at its markup.
 */
export interface GoogleDocsStyles {
  /** The declarations of an element's classes, merged in class order (property → value). */
  of(element: Element): Map<string, string>;
  /** The bullet a list draws ("☐" for a checklist), from its `lst-kix_…-N` class. */
  bulletOf(list: Element): string | undefined;
}

/** A Google Docs export: its body's class, its list classes or its "h." heading ids give it away. */
export function isGoogleDocsExport($: CheerioAPI): boolean {
  return (
    $("body.doc-content").length > 0 ||
    $('ul[class*="lst-kix_"], ol[class*="lst-kix_"]').length > 0 ||
    $('p.title[id^="h."], h1[id^="h."], h2[id^="h."], h3[id^="h."]').length > 0
  );
}

const CLASS_SELECTOR = /^\.([\w-]+)$/;
const BULLET_SELECTOR = /^\.(lst-kix_[\w-]+)\s*>\s*li:+before$/;

/** Reads the export's <style> elements (a sheet that does not parse is read as empty). */
export function readGoogleDocsStyles($: CheerioAPI): GoogleDocsStyles {
  const classes = new Map<string, Map<string, string>>();
  const bullets = new Map<string, string>();
  for (const style of $("style").toArray()) {
    let root: postcss.Root;
    try {
      root = postcss.parse($(style).text());
    } catch {
      continue;
    }
    root.walkRules((rule) => {
      for (const selector of rule.selectors) {
        const bullet = BULLET_SELECTOR.exec(selector);
        if (bullet) {
          rule.walkDecls("content", (decl) => void bullets.set(bullet[1]!, cssString(decl.value)));
          continue;
        }
        const name = CLASS_SELECTOR.exec(selector)?.[1];
        if (!name) continue;
        const declarations = classes.get(name) ?? new Map<string, string>();
        rule.walkDecls((decl) => void declarations.set(decl.prop.toLowerCase(), decl.value.trim().toLowerCase()));
        classes.set(name, declarations);
      }
    });
  }
  const classNames = (element: Element) => (element.attribs.class ?? "").split(/\s+/).filter(Boolean);
  return {
    of: (element) => {
      const merged = new Map<string, string>();
      for (const name of classNames(element))
        for (const [prop, value] of classes.get(name) ?? []) merged.set(prop, value);
      return merged;
    },
    bulletOf: (list) => {
      const level = classNames(list).find((name) => name.startsWith("lst-kix_"));
      return level ? bullets.get(level) : undefined;
    },
  };
}

/** A CSS string's text: quotes off, escapes ("\002610") read as the characters they stand for. */
function cssString(value: string): string {
  return value
    .trim()
    .replace(/^(["'])(.*)\1$/s, "$2")
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .trim();
}

/** The ballot boxes Google Docs draws for a checklist's items; the last two are ticked. */
const UNCHECKED_BOX = "☐";
const CHECKED_BOXES = new Set(["☑", "☒", "✓", "✔"]);

/** Whether a list is a checklist, and whether its bullet itself says ticked. */
export function checklistBullet(bullet: string | undefined): { checked: boolean } | undefined {
  if (!bullet) return undefined;
  const glyph = [...bullet][0]!;
  if (glyph === UNCHECKED_BOX) return { checked: false };
  return CHECKED_BOXES.has(glyph) ? { checked: true } : undefined;
}

/**
 * A ticked checklist item: Google Docs strikes a ticked item's text through (its default), so
 * an item whose every word is struck through is ticked even where the bullet is the empty box.
 */
export function isStruckThrough($: CheerioAPI, item: Element, styles: GoogleDocsStyles): boolean {
  const struck = (element: Element) => /line-through/.test(styles.of(element).get("text-decoration") ?? "");
  if (struck(item)) return true;
  const spans = $(item)
    .find("span")
    .toArray()
    .filter((span) => normalizeSpace($(span).text()) !== "" && $(span).children("span").length === 0);
  return spans.length > 0 && spans.every((span) => struck(span) || $(span).parents("s, del, strike").length > 0);
}

const SIDES = ["top", "right", "bottom", "left"] as const;
const NO_COLOUR =
  /^(transparent|inherit|initial|none|#fff|#ffffff|white|rgba\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*,\s*0\s*\))$/;

/**
 * A paragraph drawn as a box (Format › Paragraph styles › Borders and shading): a visible
 * border on every side, or a shading colour behind it. Only a bottom or top rule is a divider,
 * not a box. Neighbours with the same box are one box in the document, so one callout here.
 */
export function boxOf(styles: GoogleDocsStyles, paragraph: Element): string | undefined {
  const style = styles.of(paragraph);
  const bordered = SIDES.every((side) => {
    const kind = style.get(`border-${side}-style`) ?? "none";
    const width = Number.parseFloat(style.get(`border-${side}-width`) ?? "1");
    return kind !== "none" && kind !== "hidden" && width > 0;
  });
  const shading = style.get("background-color");
  const shaded = shading !== undefined && !NO_COLOUR.test(shading);
  if (!bordered && !shaded) return undefined;
  return [
    bordered ? SIDES.map((side) => style.get(`border-${side}-color`) ?? "").join(" ") : "",
    shaded ? shading : "",
  ].join("|");
}

/** A caption's look in Google Docs (which has no caption style): centred or italic, under its picture. */
export function looksLikeCaption($: CheerioAPI, paragraph: Element, styles: GoogleDocsStyles): boolean {
  const centred = styles.of(paragraph).get("text-align") === "center";
  const spans = $(paragraph)
    .find("span")
    .toArray()
    .filter((span) => normalizeSpace($(span).text()) !== "");
  const italic =
    spans.length > 0 &&
    spans.every((span) => styles.of(span).get("font-style") === "italic" || $(span).parents("em, i").length > 0);
  return centred || italic;
}
