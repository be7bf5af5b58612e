import { describe, expect, it } from "vitest";
import type { PlaybookDraft } from "~/modules/admin/playbook-draft";
import { combineDrafts, comparePlaybooks, compareTexts } from "./compare";
import { withContext } from "./diff-segments";

function draft(overrides: Partial<PlaybookDraft> = {}): PlaybookDraft {
  return {
    slug: "pricing",
    urlSlug: "pricing",
    version: 4,
    title: "Pricing",
    description: "How to price.",
    aiCategories: [],
    batonCategories: ["offer"],
    parts: [
      { title: "Why", html: "<p>Prices tell a story.</p>", slug: "why", storedSlug: "why" },
      { title: "How", html: "<p>Start high.</p>", slug: "how", storedSlug: "how" },
    ],
    metaDescription: "",
    keywords: "",
    ...overrides,
  };
}

describe("comparing two texts", () => {
  it("marks only the words that changed inside a changed paragraph", () => {
    const result = compareTexts(
      "Price the workshop at 49 dollars.\nKeep this line.",
      "Price the workshop at 490 dollars.\nKeep this line.",
    );
    expect(result.before).toEqual([
      { text: "Price the workshop at ", change: "same" },
      { text: "49", change: "removed" },
      { text: " dollars.\nKeep this line.", change: "same" },
    ]);
    expect(result.after.filter((segment) => segment.change === "added")).toEqual([{ text: "490", change: "added" }]);
    expect(result).toMatchObject({ removedWords: 1, addedWords: 1 });
  });

  it("shows lines only one side has", () => {
    const result = compareTexts("One\n", "One\nTwo new words\n");
    expect(result.before).toEqual([{ text: "One\n", change: "same" }]);
    expect(result.after).toEqual([
      { text: "One\n", change: "same" },
      { text: "Two new words\n", change: "added" },
    ]);
    expect(result.addedWords).toBe(3);
  });

  it("compares two long texts quickly", () => {
    const paragraph = (index: number) => `Paragraph ${index} explains one step of pricing a workshop in detail.`;
    const before = Array.from({ length: 1000 }, (_, index) => paragraph(index)).join("\n");
    const after = before.replace("Paragraph 500 explains", "Paragraph 500 now explains");
    const started = performance.now();
    const result = compareTexts(before, after);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.addedWords).toBe(1);
  });
});

describe("comparing two versions of a playbook", () => {
  const theirs = draft({ version: 5, title: "Pricing, revised" });
  const mine = draft({
    parts: [
      { title: "Why", html: "<p>Prices tell a story to buyers.</p>", slug: "why", storedSlug: "why" },
      { title: "How", html: "<p>Start high.</p>", slug: "how", storedSlug: "how" },
      { title: "Then", html: "<p>Raise it.</p>", slug: "", storedSlug: "" },
    ],
  });

  it("has a row for the title, the details and each part, and says which differ", () => {
    const rows = comparePlaybooks(theirs, mine);
    expect(rows.map((row) => [row.id, row.comparison !== undefined])).toEqual([
      ["title", true],
      ["details", false],
      ["part-0", true],
      ["part-1", false],
      ["part-2", true],
    ]);
    expect(rows[4]).toMatchObject({ label: "Part 3: Then", theirs: undefined });
  });

  it("combines the choices over their version, part by part", () => {
    const combined = combineDrafts(theirs, mine, { title: "theirs", "part-0": "mine", "part-2": "theirs" });
    expect(combined.version).toBe(5);
    expect(combined.title).toBe("Pricing, revised");
    expect(combined.parts.map((part) => part.html)).toEqual([
      "<p>Prices tell a story to buyers.</p>",
      "<p>Start high.</p>",
    ]);
    expect(combineDrafts(theirs, mine, {}).parts).toHaveLength(3);
  });
});

describe("showing a comparison", () => {
  it("cuts long unchanged stretches down to the text around the changes", () => {
    const long = "word ".repeat(200);
    const shown = withContext([
      { text: long, change: "same" },
      { text: "new", change: "added" },
      { text: long, change: "same" },
    ]);
    expect(shown).toHaveLength(5);
    expect(shown[0]).toEqual({ skipped: 160 });
    expect(shown[1]).toEqual({ text: long.slice(-200), change: "same" });
    expect(shown[3]).toEqual({ text: long.slice(0, 200), change: "same" });
    expect(withContext([{ text: "short", change: "same" }])).toEqual([{ text: "short", change: "same" }]);
  });
});
