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
});
