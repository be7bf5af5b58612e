import { describe, expect, it } from "vitest";
import { heading, paragraph } from "./blocks.fixtures";
import { fitToParts, splitIntoParts } from "./five-parts";

describe("at most five parts, each with content", () => {
  it("keeps a three-section document at three parts: nothing is padded", () => {
    const fitted = fitToParts([
      { blocks: [paragraph(100)] },
      { blocks: [paragraph(100)] },
      { blocks: [paragraph(100)] },
    ]);
    expect(fitted).toHaveLength(3);
    expect(fitted.every((section) => section.blocks.length > 0)).toBe(true);
  });

  it("joins a section that is only a heading to the next one, its heading still the title", () => {
    const chapter = heading("Chapter two");
    const fitted = fitToParts([
      { heading: heading("One"), blocks: [heading("One"), paragraph(100)] },
      { heading: chapter, blocks: [chapter] },
      { heading: heading("Setup"), blocks: [heading("Setup"), paragraph(100)] },
      { heading: heading("Last"), blocks: [heading("Last")] },
    ]);
    expect(fitted.map((section) => section.heading?.text)).toEqual(["One", "Chapter two"]);
    expect(fitted[1]!.blocks.map((block) => block.text.trim())).toEqual([
      "Chapter two",
      "Setup",
      "text ".repeat(20).trim(),
      "Last",
    ]);
  });

  it("folds sections beyond the fifth into the fifth, headings and all", () => {
    const sections = ["A", "B", "C", "D", "E", "F", "G"].map((name) => ({
      heading: heading(name),
      blocks: [heading(name), paragraph(100)],
    }));
    const fitted = fitToParts(sections);
    expect(fitted).toHaveLength(5);
    expect(fitted[4]!.heading?.text).toBe("E");
    expect(fitted[4]!.blocks.filter((block) => block.kind === "heading").map((block) => block.text)).toEqual([
      "E",
      "F",
      "G",
    ]);
  });
});

describe("choosing the split", () => {
  it("uses the headings when they give a usable split", () => {
    const blocks = ["One", "Two", "Three", "Four"].flatMap((name) => [heading(name), paragraph(300)]);
    const { sections, method } = splitIntoParts(blocks);
    expect(method).toBe("headings");
    expect(sections.map((section) => section.heading?.text)).toEqual(["One", "Two", "Three", "Four"]);
  });

  it("uses Part/Section/Step headings when the plain headings are not usable", () => {
    const blocks = [
      heading("Overview"),
      paragraph(10),
      heading("Background"),
      paragraph(10),
      heading("The method"),
      ...["Step 1 plan", "Step 2 build", "Step 3 launch"].flatMap((name) => [heading(name, 3), paragraph(300)]),
    ];
    expect(splitIntoParts(blocks).method).toBe("markers");
  });

  it("falls back to the percentage split when neither is usable", () => {
    const blocks = [
      heading("Tiny"),
      paragraph(10),
      heading("Also tiny"),
      paragraph(10),
      heading("Big"),
      ...Array.from({ length: 10 }, () => paragraph(300)),
    ];
    const { sections, method } = splitIntoParts(blocks);
    expect(method).toBe("fallback");
    expect(sections).toHaveLength(5);
    expect(sections.every((section) => section.blocks.some((block) => block.kind === "content"))).toBe(true);
  });
});
