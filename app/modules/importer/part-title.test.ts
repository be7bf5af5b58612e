import { describe, expect, it } from "vitest";
import { partTitle } from "./part-title";

describe("part title rule", () => {
  it("uses a summary longer than 10 characters", () => {
    expect(partTitle("Setting your prices", "Heading", 2)).toBe("Setting your prices");
  });

  it("ignores a summary of 10 characters or fewer, or one that is just 'Part N'", () => {
    expect(partTitle("Ten chars!", "First heading", 1)).toBe("First heading");
    expect(partTitle("Part 12    ", "First heading", 1)).toBe("First heading");
    expect(partTitle("part 3", undefined, 3)).toBe("Part 3");
  });

  it("falls back to 'Part {n}'", () => {
    expect(partTitle(undefined, undefined, 4)).toBe("Part 4");
  });

  it("takes a numbered label off the title, when words remain after it", () => {
    expect(partTitle("Part 1: Why pricing matters", undefined, 1)).toBe("Why pricing matters");
    expect(partTitle("Step 2 – Build the prompt", undefined, 2)).toBe("Build the prompt");
    expect(partTitle("Chapter three. Launch", undefined, 3)).toBe("Launch");
    expect(partTitle("Section IV: Measure", undefined, 4)).toBe("Measure");
    expect(partTitle("Step 1:", "Step 1:", 1)).toBe("Step 1:");
    expect(partTitle("Stepping up your offer", undefined, 1)).toBe("Stepping up your offer");
  });
});
