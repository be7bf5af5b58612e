import { describe, expect, it } from "vitest";
import { heading, paragraph } from "./blocks.fixtures";
import { fallbackSections, sizeBlocks } from "./fallback-split";
import { sectionLength } from "./sections";

describe("content block sizes (100 to 5000 characters)", () => {
  it("joins short blocks with the ones after them until they reach 100 characters", () => {
    const sized = sizeBlocks([paragraph(40), paragraph(40), paragraph(40), paragraph(150)]);
    expect(sized).toHaveLength(2);
    expect(sized[0]!.text.length).toBeGreaterThanOrEqual(100);
    expect(sized[0]!.html.match(/<p>/g)).toHaveLength(3);
  });

  it("joins a short tail to the block before it", () => {
    expect(sizeBlocks([paragraph(150), paragraph(30)])).toHaveLength(1);
  });

  it("cuts a block of plain text over 5000 characters between sentences", () => {
    const text = "This sentence is exactly fifty characters long ok. ".repeat(250).trim();
    const sized = sizeBlocks([{ kind: "content", text, html: `<p>${text}</p>` }]);
    expect(sized.length).toBeGreaterThan(2);
    for (const block of sized) expect(block.text.length).toBeLessThanOrEqual(5000);
    expect(sized.map((block) => block.text).join(" ")).toBe(text);
  });

  it("keeps a long block whole when cutting it would lose links or images", () => {
    const text = "x".repeat(6000);
    const html = `<p>${text}<a href="https://example.com">link</a></p>`;
    expect(sizeBlocks([{ kind: "content", text, html }])).toEqual([{ kind: "content", text, html }]);
  });

  it("keeps headings as markup", () => {
    expect(sizeBlocks([heading("A heading", 3), paragraph(120)])[0]!.html).toContain("<h3>A heading</h3>");
  });
});

describe("fallback split at 20/40/60/80 percent", () => {
  it("cuts ten equal blocks into five chunks of two", () => {
    const sections = fallbackSections(Array.from({ length: 10 }, () => paragraph(200)));
    expect(sections.map((section) => section.blocks.length)).toEqual([2, 2, 2, 2, 2]);
  });

  it("puts each block in the chunk its middle falls in", () => {
    const sections = fallbackSections([paragraph(700), paragraph(100), paragraph(100), paragraph(100)]);
    // Middles at 35%, 75%, 85% and 95%: the first block alone fills the first chunk.
    expect(sections.map((section) => sectionLength(section))).toEqual([700, 100, 200]);
  });

  it("joins a chunk of 50 characters or fewer to its neighbour", () => {
    const sections = fallbackSections([paragraph(2000), paragraph(40)]);
    expect(sections).toHaveLength(1);
  });

  it("returns nothing for no blocks", () => {
    expect(fallbackSections([])).toEqual([]);
  });
});
