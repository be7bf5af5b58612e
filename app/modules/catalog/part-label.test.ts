import { describe, expect, it } from "vitest";
import { numberedPartTitle, withoutPartNumber } from "./part-label";

describe("numbered part titles", () => {
  it("numbers a plain title", () => {
    expect(numberedPartTitle(2, "Build a value ladder")).toBe("Part 2: Build a value ladder");
  });

  it("keeps a title that numbers itself, instead of 'Part 1: Part 1: …'", () => {
    expect(numberedPartTitle(1, "Part 1: Foundations")).toBe("Part 1: Foundations");
    expect(numberedPartTitle(4, "Part 4")).toBe("Part 4");
    expect(numberedPartTitle(1, "Part one: scripts")).toBe("Part one: scripts");
    expect(numberedPartTitle(3, "Step 3 - Launch")).toBe("Step 3 - Launch");
  });

  it("does not mistake words that start like a marker for a number", () => {
    expect(numberedPartTitle(2, "Step by step onboarding")).toBe("Part 2: Step by step onboarding");
    expect(numberedPartTitle(5, "Partnerships that last")).toBe("Part 5: Partnerships that last");
  });
});

describe("withoutPartNumber", () => {
  it("leaves what the part is about", () => {
    expect(withoutPartNumber("Part two: SVG and MathML")).toBe("SVG and MathML");
    expect(withoutPartNumber("Part 5")).toBe("");
    expect(withoutPartNumber("Pricing objections")).toBe("Pricing objections");
  });
});
