import { describe, expect, it } from "vitest";
import { trimLeftovers } from "./leftovers.server";

describe("trimming the leftovers of editing on save", () => {
  it("drops empty paragraphs at the end of a part, keeping the writer's blank lines in between", () => {
    expect(trimLeftovers("<p>One</p><p></p><p>Two</p><p></p><p><br></p><p>&nbsp; </p>")).toBe(
      "<p>One</p><p></p><p>Two</p>",
    );
    expect(trimLeftovers("<p></p>")).toBe("");
  });

  it("drops the empty last paragraph of a callout or a toggle, never its only one", () => {
    expect(trimLeftovers('<aside class="callout" data-tone="tip"><p>Tip</p><p></p></aside>')).toBe(
      '<aside class="callout" data-tone="tip"><p>Tip</p></aside>',
    );
    expect(trimLeftovers("<details><summary>More</summary><p></p></details><p>After</p>")).toBe(
      "<details><summary>More</summary></details><p>After</p>",
    );
  });

  it("removes a table's fully empty rows and columns, and a table left empty", () => {
    const table =
      "<table><tbody><tr><th>Tool</th><th>Cost</th><th></th></tr><tr><td>Claude</td><td>$20</td><td></td></tr><tr><td></td><td><p></p></td><td></td></tr></tbody></table>";
    expect(trimLeftovers(table)).toBe(
      "<table><tbody><tr><th>Tool</th><th>Cost</th></tr><tr><td>Claude</td><td>$20</td></tr></tbody></table>",
    );
    expect(trimLeftovers("<p>Before</p><table><tbody><tr><th></th></tr><tr><td></td></tr></tbody></table>")).toBe(
      "<p>Before</p>",
    );
  });

  it("keeps a single empty cell in a row and column that have content, and cells holding only an image", () => {
    const table =
      '<table><tbody><tr><td>A</td><td></td></tr><tr><td></td><td><img src="/x.webp" alt="x"></td></tr></tbody></table>';
    expect(trimLeftovers(table)).toBe(table);
  });

  it("leaves tables with merged cells whole rather than guess at their columns", () => {
    const table =
      '<table><tbody><tr><td colspan="2">Both</td></tr><tr><td>A</td><td></td></tr><tr><td></td><td></td></tr></tbody></table>';
    expect(trimLeftovers(table)).toBe(
      '<table><tbody><tr><td colspan="2">Both</td></tr><tr><td>A</td><td></td></tr></tbody></table>',
    );
  });

  it("returns a part with nothing to trim untouched", () => {
    const html = "<h2>Title</h2><p>Body with <strong>bold</strong></p>";
    expect(trimLeftovers(html)).toBe(html);
  });
});
