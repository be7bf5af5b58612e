import { describe, expect, it } from "vitest";
import { flattenBlocks } from "./blocks";
import { parseHtml } from "./dom";

const blocksOf = (html: string) => {
  const $ = parseHtml(html);
  return flattenBlocks($, $.root().get(0)!);
};

describe("reading content as blocks", () => {
  it("descends through wrapper divs so exports split like a bare page", () => {
    const blocks = blocksOf(
      '<div class="page-body"><section><h2>A</h2><p>One</p></section><ul><li>Two</li></ul></div>',
    );
    expect(blocks.map((block) => (block.kind === "heading" ? `h${block.level}:${block.text}` : block.text))).toEqual([
      "h2:A",
      "One",
      "Two",
    ]);
  });

  it("turns loose inline text into a paragraph and keeps a div of text whole", () => {
    const blocks = blocksOf("<div>Loose <b>text</b><p>Para</p>tail</div><div>Just text</div>");
    expect(blocks.map((block) => (block.kind === "content" ? block.html : ""))).toEqual([
      "<p>Loose <b>text</b></p>",
      "<p>Para</p>",
      "<p>tail</p>",
      "<div>Just text</div>",
    ]);
  });

  it("keeps image-only blocks and skips empty ones", () => {
    const blocks = blocksOf('<p> </p><figure><img src="a.png"></figure><h3></h3>');
    expect(blocks).toEqual([{ kind: "content", text: "", html: '<figure><img src="a.png"></figure>' }]);
  });
});
