import { describe, expect, it } from "vitest";
import { heading, paragraph } from "./blocks.fixtures";
import { headingSections, isUsableSplit, markerSections, splitAtHeadings, splitLevel } from "./sections";

describe("splitting at headings", () => {
  it("starts a section at each boundary heading and puts an introduction into the first section", () => {
    const intro = paragraph(80);
    const sections = splitAtHeadings(
      [intro, heading("One"), paragraph(60), heading("Two"), paragraph(60)],
      (block) => block.kind === "heading",
    );
    expect(sections.map((section) => section.heading?.text)).toEqual(["One", "Two"]);
    expect(sections[0]!.blocks[0]).toBe(intro);
  });

  it("divides at the highest heading level that has at least three headings", () => {
    const blocks = [heading("Intro", 2), heading("A", 3), heading("B", 3), heading("C", 3)];
    expect(splitLevel(blocks)).toBe(3);
    expect(splitLevel([heading("A", 2), heading("B", 2), heading("C", 2), heading("x", 3)])).toBe(2);
    expect(splitLevel([heading("Only", 4)])).toBe(4);
    expect(splitLevel([paragraph(10)])).toBeUndefined();
  });

  it("gives one section when there are no headings", () => {
    expect(headingSections([paragraph(200), paragraph(200)])).toHaveLength(1);
  });
});

describe("usable split rule", () => {
  const section = (length: number) => ({ blocks: [paragraph(length)] });

  it("needs at least 3 sections", () => {
    expect(isUsableSplit([section(500), section(500)])).toBe(false);
    expect(isUsableSplit([section(500), section(500), section(500)])).toBe(true);
  });

  it("fails when half or more of the sections are under 50 characters", () => {
    expect(isUsableSplit([section(500), section(20), section(500), section(20)])).toBe(false);
    expect(isUsableSplit([section(500), section(20), section(500), section(500)])).toBe(true);
    expect(isUsableSplit([section(500), section(49), section(50)])).toBe(true);
  });
});

describe("alternative extraction rule (part/section/step headings)", () => {
  it("splits at 3 or more Part/Section/Step headings at any level", () => {
    const blocks = [
      heading("Guide", 2),
      heading("Step 1: plan", 4),
      paragraph(100),
      heading("Step 2: build", 4),
      paragraph(100),
      heading("Part three", 3),
      paragraph(100),
    ];
    expect(markerSections(blocks)?.map((section) => section.heading?.text)).toEqual([
      "Step 1: plan",
      "Step 2: build",
      "Part three",
    ]);
  });

  it("does not apply with fewer than 3", () => {
    expect(markerSections([heading("Step 1"), paragraph(100), heading("Section 2"), paragraph(100)])).toBeUndefined();
  });
});
