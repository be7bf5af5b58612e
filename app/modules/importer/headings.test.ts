import { describe, expect, it } from "vitest";
import { structureHeadings } from "./headings";

describe("part headings", () => {
  it("makes the highest level h2 and keeps the rest in step", () => {
    const { html } = structureHeadings("<h1>A</h1><h3>B</h3><h2>C</h2>");
    expect(html).toBe('<h2 id="a">A</h2><h4 id="b">B</h4><h3 id="c">C</h3>');
  });

  it("raises a part whose headings start at h4 to h2", () => {
    expect(structureHeadings("<h4>Deep</h4>").html).toBe('<h2 id="deep">Deep</h2>');
  });

  it("gives every heading a unique id and lists the h2/h3 outline", () => {
    const { headings } = structureHeadings("<h2>Tips</h2><h3>Tips</h3><h4>Detail</h4><h2>???</h2>");
    expect(headings).toEqual([
      { id: "tips", text: "Tips", level: 2 },
      { id: "tips-2", text: "Tips", level: 3 },
      { id: "section-4", text: "???", level: 2 },
    ]);
  });

  it("leaves markup without headings untouched", () => {
    expect(structureHeadings("<p>x</p>")).toEqual({ html: "<p>x</p>", headings: [] });
  });
});
