import { describe, expect, it } from "vitest";
import { partSlug, slugify } from "./slug";
import { countOf, countWords } from "./words";

describe("slugify", () => {
  it("turns every kind of dash into a hyphen", () => {
    expect(slugify("Day 2–3")).toBe("day-2-3");
    expect(slugify("Before — after ‒ then − now")).toBe("before-after-then-now");
  });

  it("lowercases, drops punctuation and joins words with single hyphens", () => {
    expect(slugify("AI Fundamentals: How  Modern AI -- Works!")).toBe("ai-fundamentals-how-modern-ai-works");
  });

  it("folds accents instead of dropping the letter", () => {
    expect(slugify("Café Résumé")).toBe("cafe-resume");
  });

  it("cuts to the maximum length without leaving a trailing hyphen", () => {
    const slug = slugify("word ".repeat(40), 100);
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug.endsWith("-")).toBe(false);
  });

  it("falls back to part-{n} when a part title has no usable characters", () => {
    expect(partSlug("!!!", 3)).toBe("part-3");
    expect(
      partSlug("A very long part title that goes on and on well past fifty characters", 1).length,
    ).toBeLessThanOrEqual(50);
  });
});

describe("word counts", () => {
  it("words a count with the plural for anything but exactly one", () => {
    expect([0, 1, 2, 1200].map((count) => countOf(count, "guide"))).toEqual([
      "0 guides",
      "1 guide",
      "2 guides",
      "1,200 guides",
    ]);
    expect(countOf(3, "series", "series")).toBe("3 series");
  });

  it("counts words, ignoring stray punctuation", () => {
    expect(countWords("Hello,  world — this is 2026!\n\n- item")).toBe(6);
  });
});
