import { describe, expect, it } from "vitest";
import {
  GOOGLE_BULLETS,
  GOOGLE_STYLES,
  type GoogleDocsBlock,
  writeGoogleDocsHtml,
} from "../../../tests/support/google-docs-writer";
import { parseHtml } from "./dom";
import { keepExportBlocks } from "./export-blocks";

/** A Google Docs export of the blocks, read as the importer reads it; its body's markup after. */
function read(blocks: GoogleDocsBlock[]): ReturnType<typeof parseHtml> {
  const $ = parseHtml(writeGoogleDocsHtml("Field notes", [{ kind: "title", text: "Field notes" }, ...blocks]));
  keepExportBlocks($);
  return $;
}

const checklist = (bullet: string, items: { text: string; struck?: boolean }[]): GoogleDocsBlock => ({
  kind: "list",
  bullet,
  items: items.map((item) => ({ text: item.text, textStyle: item.struck ? GOOGLE_STYLES.struck : undefined })),
});

describe("Google Docs exports", () => {
  it("reads a checklist (ballot-box bullets) as the checklist card, a struck-through item as ticked", () => {
    const $ = read([
      checklist(GOOGLE_BULLETS.checkbox, [{ text: "Book the room", struck: true }, { text: "Send the agenda" }]),
      checklist("☑", [{ text: "Agree the fee" }]),
      checklist(GOOGLE_BULLETS.disc, [{ text: "An ordinary point", struck: true }]),
    ]);
    const items = $('ul[data-type="taskList"] > li[data-type="taskItem"]')
      .toArray()
      .map((item) => [$(item).text(), item.attribs["data-checked"]]);
    expect(items).toEqual([
      ["Book the room", "true"],
      ["Send the agenda", "false"],
      ["Agree the fee", "true"],
    ]);
    // A disc-bulleted list stays a list, even with a struck-through line.
    expect($("ul:not([data-type]) li").text()).toBe("An ordinary point");
  });

  it("reads a one-cell table as a callout, its tone from its icon or label, and leaves tables of data and code alone", () => {
    const $ = read([
      { kind: "table", rows: [["💡 Ask for the numbers first."]], cellStyle: GOOGLE_STYLES.cell },
      { kind: "table", rows: [["Warning: never send unreviewed drafts."]], cellStyle: GOOGLE_STYLES.cell },
      { kind: "table", rows: [["Plan", "Price"]] },
      { kind: "table", rows: [["npm run import -- notes/"]], textStyle: GOOGLE_STYLES.code },
    ]);
    expect(
      $("aside.callout")
        .toArray()
        .map((box) => [box.attribs["data-tone"], $(box).text()]),
    ).toEqual([
      ["tip", "Ask for the numbers first."],
      ["warning", "Warning: never send unreviewed drafts."],
    ]);
    expect($("table")).toHaveLength(2);
  });

  it("reads neighbouring boxed paragraphs as one callout and a shaded one as another; a rule under a paragraph is no box", () => {
    const $ = read([
      { kind: "paragraph", text: "⚠️ Never ship on a Friday.", style: GOOGLE_STYLES.boxed },
      { kind: "paragraph", text: "Nobody is there to fix it.", style: GOOGLE_STYLES.boxed },
      { kind: "paragraph", text: "Between the boxes, plain text." },
      { kind: "paragraph", text: "Tip: keep the log open.", style: GOOGLE_STYLES.shaded },
      { kind: "paragraph", text: "A heading-like line with a rule under it.", style: GOOGLE_STYLES.ruledBelow },
    ]);
    const boxes = $("aside.callout").toArray();
    expect(boxes.map((box) => [box.attribs["data-tone"], $(box).children("p").length])).toEqual([
      ["warning", 2],
      ["tip", 1],
    ]);
    expect($(boxes[0]).text()).toBe("Never ship on a Friday.Nobody is there to fix it.");
    expect($("body > p").text()).toContain("A heading-like line with a rule under it.");
  });

  it("joins a short centred or italic line under a picture to it as its caption, and no longer line", () => {
    const $ = read([
      { kind: "image", src: "images/image1.png", alt: "The board", style: GOOGLE_STYLES.centred },
      { kind: "paragraph", text: "The board on day four", textStyle: GOOGLE_STYLES.italic },
      { kind: "image", src: "images/image2.png", alt: "The log", style: GOOGLE_STYLES.centred },
      { kind: "paragraph", text: "A plain paragraph after a picture is text, not its caption." },
      { kind: "image", src: "images/image3.png", alt: "The fee", style: GOOGLE_STYLES.centred },
      {
        kind: "paragraph",
        text: "A centred paragraph that goes on and on about the fee, the hours saved, the corrections logged, the reviewer's notes and what the client said at the end of the pilot week.",
        style: GOOGLE_STYLES.centred,
      },
    ]);
    expect(
      $("figure")
        .toArray()
        .map((figure) => [$(figure).find("img").attr("src"), $(figure).find("figcaption").text()]),
    ).toEqual([["images/image1.png", "The board on day four"]]);
    expect($("figcaption")).toHaveLength(1);
  });

  it("leaves a web page's one-cell table and lists as they are", () => {
    const $ = parseHtml(
      "<html><body><article><table><tr><td>💡 A layout cell</td></tr></table><ul><li>☐ A point</li></ul></article></body></html>",
    );
    keepExportBlocks($);
    expect($("aside, [data-type]")).toHaveLength(0);
    expect($("table td").text()).toBe("💡 A layout cell");
  });
});
