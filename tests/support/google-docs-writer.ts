import { load } from "cheerio";
import postcss from "postcss";

/**
 * Writes a document the way Google Docs' "Web page (.html, zipped)" export does: every block
 * styled by generated classes (".c0", ".c1"…) defined once in a <style> sheet, lists drawn by
 * their level's `li:before` bullet, tables without <tbody>, pictures in a sized <span>, and
 * the title as a "title" paragraph. Built with cheerio and postcss so the markup and the sheet
 * are what the libraries write from the blocks given, never typed out by hand.
 */
export type Style = Record<string, string>;

export type GoogleDocsBlock =
  | { kind: "title" | "paragraph"; text: string; style?: Style; textStyle?: Style }
  | { kind: "heading"; level: 1 | 2 | 3; text: string }
  | { kind: "list"; bullet: string; items: { text: string; textStyle?: Style }[] }
  | { kind: "table"; rows: string[][]; cellStyle?: Style; textStyle?: Style }
  | { kind: "image"; src: string; alt: string; style?: Style };

/** Google Docs' look for the common cases, as its sheets spell it. */
export const GOOGLE_STYLES = {
  body: { "background-color": "#ffffff", padding: "72pt 72pt 72pt 72pt", "max-width": "468pt" },
  text: { color: "#000000", "font-weight": "400", "font-size": "11pt", "font-family": '"Arial"' },
  struck: { "text-decoration": "line-through" },
  italic: { "font-style": "italic" },
  centred: { "text-align": "center" },
  code: { "font-family": '"Courier New"' },
  boxed: {
    "border-top-style": "solid",
    "border-right-style": "solid",
    "border-bottom-style": "solid",
    "border-left-style": "solid",
    "border-top-width": "1pt",
    "border-right-width": "1pt",
    "border-bottom-width": "1pt",
    "border-left-width": "1pt",
    "border-top-color": "#000000",
    "border-right-color": "#000000",
    "border-bottom-color": "#000000",
    "border-left-color": "#000000",
    "padding-top": "6pt",
    "padding-bottom": "6pt",
  },
  shaded: { "background-color": "#fff2cc" },
  ruledBelow: { "border-bottom-style": "solid", "border-bottom-width": "1pt", "border-bottom-color": "#000000" },
  cell: {
    "border-top-style": "solid",
    "border-top-width": "1pt",
    "background-color": "#d9ead3",
    "padding-top": "5pt",
    "vertical-align": "top",
  },
} satisfies Record<string, Style>;

/** Bullets Google Docs draws: a checklist's ballot box, an ordinary disc. */
export const GOOGLE_BULLETS = { checkbox: "☐", disc: "●" };

export function writeGoogleDocsHtml(title: string, blocks: readonly GoogleDocsBlock[]): string {
  const sheet = postcss.root();
  const classes = new Map<string, string>();
  const classFor = (style: Style | undefined): string => {
    const key = JSON.stringify(style ?? {});
    let name = classes.get(key);
    if (!name) {
      name = `c${classes.size}`;
      classes.set(key, name);
      sheet.append(postcss.rule({ selector: `.${name}` }).append(declarations(style ?? {})));
    }
    return name;
  };
  const $ = load(
    `<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type"></head><body></body></html>`,
  );
  $("head").append($("<title>").text(title));
  const body = $("body").addClass(`${classFor(GOOGLE_STYLES.body)} doc-content`);
  const span = (text: string, style?: Style) =>
    $("<span>")
      .addClass(classFor({ ...GOOGLE_STYLES.text, ...style }))
      .text(text);
  let lists = 0;
  let headings = 0;
  for (const block of blocks) {
    switch (block.kind) {
      case "title":
      case "paragraph": {
        const paragraph = $("<p>").addClass(classFor(block.style)).append(span(block.text, block.textStyle));
        if (block.kind === "title") paragraph.addClass("title").attr("id", `h.title${headings++}`);
        body.append(paragraph);
        break;
      }
      case "heading":
        body.append(
          $(`<h${block.level}>`)
            .addClass(classFor({ "padding-top": "20pt" }))
            .attr("id", `h.${(headings++).toString(36)}x${block.text.length}`)
            .append(span(block.text)),
        );
        break;
      case "list": {
        const level = `lst-kix_list${(lists++).toString(36)}-0`;
        sheet.append(
          postcss
            .rule({ selector: `.${level}>li:before` })
            .append(postcss.decl({ prop: "content", value: cssString(`${block.bullet}  `) })),
          postcss.rule({ selector: `ul.${level}` }).append(postcss.decl({ prop: "list-style-type", value: "none" })),
        );
        const list = $("<ul>").addClass(`${classFor({ margin: "0", padding: "0" })} ${level} start`);
        for (const item of block.items)
          list.append(
            $("<li>")
              .addClass(`${classFor({ "margin-left": "36pt" })} li-bullet-0`)
              .append(span(item.text, item.textStyle)),
          );
        body.append(list);
        break;
      }
      case "table": {
        const table = $("<table>").addClass(classFor({ "border-spacing": "0", "border-collapse": "collapse" }));
        for (const row of block.rows) {
          const tr = $("<tr>").addClass(classFor({ height: "0pt" }));
          for (const text of row)
            tr.append(
              $("<td>")
                .addClass(classFor(block.cellStyle))
                .attr({ colspan: "1", rowspan: "1" })
                .append(
                  $("<p>")
                    .addClass(classFor({ "line-height": "1.0" }))
                    .append(span(text, block.textStyle)),
                ),
            );
          table.append(tr);
        }
        body.append(table);
        break;
      }
      case "image": {
        const frame =
          "overflow: hidden; display: inline-block; margin: 0.00px 0.00px; width: 624.00px; height: 351.00px;";
        const image = $("<img>").attr({
          alt: block.alt,
          src: block.src,
          title: "",
          style: "width: 624.00px; height: 351.00px;",
        });
        body.append($("<p>").addClass(classFor(block.style)).append($("<span>").attr("style", frame).append(image)));
        break;
      }
    }
  }
  $("head").append($('<style type="text/css">').text(sheet.toString()));
  return $.html();
}

function declarations(style: Style) {
  return Object.entries(style).map(([prop, value]) => postcss.decl({ prop, value }));
}

/** A CSS string as Google Docs writes it: every character past ASCII as a six-digit escape. */
function cssString(text: string): string {
  const escaped = [...text]
    .map((char) => (char.codePointAt(0)! > 0x7e ? `\\${char.codePointAt(0)!.toString(16).padStart(6, "0")}` : char))
    .join("");
  return `"${escaped}"`;
}
