import { parseHTML } from "linkedom";

/**
 * Leftovers of editing that readers should never meet, trimmed as a part is saved: empty
 * paragraphs at the end of the part (and at the end of a callout, a toggle or a list item),
 * table rows whose every cell is empty, table columns whose every cell is empty, and a table
 * left with nothing in it. Empty lines between paragraphs are the writer's own and stay.
 */
const CONTAINERS = "aside.callout, details, li, blockquote";
/** What counts as content in a cell or a paragraph even without text. */
const CONTENT_ELEMENTS = "img, iframe, hr, video, audio";

function isEmpty(element: Element): boolean {
  return element.textContent!.replace(/[\s\u00a0]+/g, "") === "" && element.querySelector(CONTENT_ELEMENTS) === null;
}

function trimTrailingParagraphs(container: Element): void {
  let last = container.lastElementChild;
  while (last?.tagName === "P" && isEmpty(last) && container.children.length > 1) {
    last.remove();
    last = container.lastElementChild;
  }
}

function rowsOf(table: Element): Element[] {
  return [...table.querySelectorAll("tr")].filter((row) => row.closest("table") === table);
}

function trimTable(table: Element): void {
  for (const row of rowsOf(table)) if (isEmpty(row)) row.remove();
  const rows = rowsOf(table);
  if (rows.length === 0) {
    table.remove();
    return;
  }
  // Columns are only removable when every row has one cell per column (no spans).
  const grid = rows.map((row) => [...row.children].filter((cell) => /^T[DH]$/.test(cell.tagName)));
  const spans = table.querySelector("[colspan], [rowspan]") !== null;
  const width = grid[0]!.length;
  if (spans || grid.some((cells) => cells.length !== width)) return;
  for (let column = width - 1; column >= 0; column -= 1) {
    if (grid.every((cells) => isEmpty(cells[column]!))) for (const cells of grid) cells[column]!.remove();
  }
}

export function trimLeftovers(html: string): string {
  if (!/<p\b[^>]*>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>|<t[dh]\b/i.test(html)) return html;
  const { document } = parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`);
  for (const table of [...document.querySelectorAll("table")].reverse()) trimTable(table);
  for (const container of document.querySelectorAll(CONTAINERS)) trimTrailingParagraphs(container);
  const body = document.body;
  let last = body.lastElementChild;
  while (last?.tagName === "P" && isEmpty(last)) {
    last.remove();
    last = body.lastElementChild;
  }
  return body.innerHTML;
}
