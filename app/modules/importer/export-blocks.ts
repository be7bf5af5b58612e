import type { Element } from "domhandler";
import { type Tone, callout, takeLeadingEmoji, taskItem, toneOfIcon } from "./block-forms";
import { type CheerioAPI, isElement, normalizeSpace } from "./dom";
import { googleDocsBlocks } from "./google-docs-blocks";

/**
 * Blocks that exports write in their own markup, rewritten into the site's stored forms (the
 * callout and checklist contracts the editor and the reader share) before the page's furniture
 * is removed, so none of them is dropped or flattened:
 * - callouts: Notion's (`figure.callout`, an `aside` in a Notion page), any `.callout`, and
 *   Markdown's alerts (`> [!TIP]`) become `<aside class="callout" data-tone="note|tip|warning">`;
 * - checklists: Notion's to-do lists and checkbox list items (GitHub-flavoured Markdown's
 *   `- [x]`) become `<ul data-type="taskList"><li data-type="taskItem" data-checked="…"><p>…`;
 * - Notion's property block (Created, Tags…) is taken out of the text; its tags are returned;
 * - Google Docs' checklists, boxes (one-cell tables, bordered or shaded paragraphs) and
 *   captions, which its export says only through its stylesheet (google-docs-blocks.ts).
 */
export function keepExportBlocks($: CheerioAPI, { whole = false } = {}): { tags: string[] } {
  const tags = takeNotionProperties($);
  calloutsFromNotion($, whole);
  calloutsFromAlerts($);
  checklistsFromNotion($);
  checklistsFromCheckboxes($);
  googleDocsBlocks($);
  joinAdjacentChecklists($);
  return { tags };
}

/** A Notion HTML export: its page is an `article.page` with a `.page-body`. */
export function isNotionExport($: CheerioAPI): boolean {
  return $("article.page .page-body").length > 0;
}

/**
 * Notion's callouts: a `figure.callout` (icon column, text column) in its HTML export, an
 * `<aside>` with a leading emoji in its Markdown export. In a whole document (Markdown, Word) or
 * a Notion page every `aside` is a callout; on a web page only one marked as a callout is.
 */
function calloutsFromNotion($: CheerioAPI, whole: boolean): void {
  const asides = whole || isNotionExport($);
  $(asides ? "figure.callout, div.callout, aside" : "figure.callout, div.callout, aside.callout")
    .toArray()
    .reverse()
    .forEach((element) => {
      const node = $(element);
      const iconElement = node.find(".icon").first();
      let icon = iconElement.text() || iconElement.attr("alt") || "";
      node.find(".icon").remove();
      if (!icon) icon = takeLeadingEmoji(element);
      // Notion puts the icon in a column of its own and the text in the last one.
      const columns = node.children("div");
      const content = columns.length >= 2 ? columns.last() : node;
      node
        .children("div")
        .filter((_, column) => normalizeSpace($(column).text()) === "" && $(column).find("img").length === 0)
        .remove();
      node.replaceWith(callout(toneOfIcon(icon), (content.html() ?? "").trim()));
    });
}

const ALERT = /^\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*/i;
const ALERT_TONES: Record<string, Tone> = {
  note: "note",
  tip: "tip",
  important: "note",
  warning: "warning",
  caution: "warning",
};

/** GitHub's Markdown alerts: a quote whose first line is "[!TIP]". */
function calloutsFromAlerts($: CheerioAPI): void {
  $("blockquote").each((_, element) => {
    const first = $(element).children("p").first();
    const marker = ALERT.exec(first.text());
    if (!marker) return;
    const html = (first.html() ?? "").replace(/^\s*\[![a-z]+\]\s*(<br\s*\/?>)?\s*/i, "");
    if (normalizeSpace(html.replace(/<[^>]*>/g, "")) === "") first.remove();
    else first.html(html);
    $(element).replaceWith(callout(ALERT_TONES[marker[1]!.toLowerCase()]!, ($(element).html() ?? "").trim()));
  });
}

function checklistsFromNotion($: CheerioAPI): void {
  $("ul.to-do-list")
    .toArray()
    .reverse()
    .forEach((list) => {
      const items = $(list)
        .children("li")
        .toArray()
        .map((item) => {
          const node = $(item);
          const checked = node.find("> .checkbox-on, > .to-do-children-checked").length > 0;
          const nested = node.children(".indented").html() ?? "";
          node.children(".checkbox, .indented").remove();
          const text = node.children("span[class^='to-do-children']");
          return taskItem(checked, text.length > 0 ? (text.html() ?? "") : (node.html() ?? ""), nested);
        });
      $(list).replaceWith(`<ul data-type="taskList">${items.join("")}</ul>`);
    });
}

/** A list item that starts with a checkbox (GitHub-flavoured Markdown's "- [x]", many pages' task lists). */
function checklistsFromCheckboxes($: CheerioAPI): void {
  $("li")
    .toArray()
    .reverse()
    .forEach((item) => {
      const holder = firstElement(item)?.tagName === "p" ? firstElement(item)! : item;
      const box = firstElement(holder);
      if (!box || box.tagName !== "input" || (box.attribs.type ?? "").toLowerCase() !== "checkbox") return;
      const checked = box.attribs.checked !== undefined;
      $(box).remove();
      const rest =
        holder === item
          ? ""
          : $(item)
              .children()
              .not(holder)
              .toArray()
              .map((node) => $.html(node))
              .join("");
      $(item).replaceWith(taskItem(checked, $(holder).html() ?? "", rest));
    });
  $("ul")
    .filter((_, list) => {
      const items = $(list).children("li");
      return items.length > 0 && items.toArray().every((item) => item.attribs["data-type"] === "taskItem");
    })
    .attr("data-type", "taskList");
}

function firstElement(element: Element): Element | undefined {
  const child = element.children.find((node) => isElement(node) || (node.type === "text" && node.data.trim() !== ""));
  return child && isElement(child) ? child : undefined;
}

/** Notion writes each to-do as a list of its own: neighbours become one checklist. */
function joinAdjacentChecklists($: CheerioAPI): void {
  $('ul[data-type="taskList"]').each((_, list) => {
    let next = list.nextSibling;
    while (next && next.type === "text" && next.data.trim() === "") next = next.nextSibling;
    if (next && isElement(next) && next.tagName === "ul" && next.attribs["data-type"] === "taskList") {
      $(next).prepend($(list).children());
      $(list).remove();
    }
  });
}

export const TAG_PROPERTY = /^(tags?|categor(y|ies)|topics?|labels?|keywords?)$/i;

/** Notion's property table under the title: removed, its tags (multi-select or a "Tags" row) kept. */
function takeNotionProperties($: CheerioAPI): string[] {
  const tags: string[] = [];
  $("table.properties").each((_, table) => {
    $(table)
      .find("tr")
      .each((_, row) => {
        const name = normalizeSpace($(row).children("th").text());
        const cell = $(row).children("td");
        const multi = /property-row-(multi_)?select/.test(row.attribs.class ?? "");
        if (!multi && !TAG_PROPERTY.test(name)) return;
        const values = cell.find(".selected-value").toArray();
        const found = values.length > 0 ? values.map((value) => $(value).text()) : cell.text().split(",");
        tags.push(...found.map(normalizeSpace).filter(Boolean));
      });
    $(table).remove();
  });
  return [...new Set(tags)];
}
