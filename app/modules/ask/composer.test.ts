import { describe, expect, it } from "vitest";
import { composeExtractive } from "./composer";
import type { QueryGroup, RankedSection } from "./rank";
import { stem } from "./terms";

const group = (word: string, idf: number): QueryGroup => ({
  word,
  forms: [word],
  stems: new Set([stem(word)]),
  idf,
  related: [],
});

function section(heading: string, body: string, score: number): RankedSection {
  return {
    sectionId: score,
    docId: 1,
    playbookSlug: "pricing",
    playbookTitle: "Pricing",
    playbookDescription: "",
    partSlug: "value",
    partTitle: "Value",
    anchor: heading.toLowerCase().replaceAll(" ", "-"),
    heading,
    body,
    score,
    matched: [],
  };
}

const RETAINERS = section(
  "Retainers",
  "A retainer gives steady income month to month. Clients on a retainer expect a fixed scope each month. The weather was fine that year.",
  10,
);
const TIERS = section(
  "Three tiers",
  "Offer three tiers so buyers can compare. Most buyers choose the middle tier when a retainer for each month sits above it.",
  8,
);
const FAR = section("Hiring", "Hire a contractor with a paid test project before you hand over a retainer client.", 2);

describe("the extractive composer", () => {
  it("answers in the library's own sentences, best sections first and in reading order, each with its section", () => {
    const answer = composeExtractive([group("retainer", 5), group("month", 2)], [RETAINERS, TIERS, FAR]);
    expect(answer).toEqual([
      { text: "A retainer gives steady income month to month.", section: 0 },
      { text: "Clients on a retainer expect a fixed scope each month.", section: 0 },
      { text: "Most buyers choose the middle tier when a retainer for each month sits above it.", section: 1 },
    ]);
  });

  it("leaves out sentences without the question's words and sections far below the best", () => {
    const answer = composeExtractive([group("retainer", 5)], [RETAINERS, TIERS, FAR]);
    expect(answer.map((sentence) => sentence.text)).not.toContain("The weather was fine that year.");
    expect(answer.every((sentence) => sentence.section !== 2)).toBe(true);
  });

  it("uses at most two sentences of a section and at most four in all", () => {
    const long = section(
      "Retainers",
      [
        "A retainer pays for availability, not for tasks.",
        "Write the retainer's hours into the contract.",
        "Review every retainer once a quarter with the client.",
        "Unused retainer time does not roll over.",
      ].join(" "),
      10,
    );
    const answer = composeExtractive([group("retainer", 5)], [long, TIERS, { ...TIERS, sectionId: 7 }]);
    expect(answer.filter((sentence) => sentence.section === 0)).toHaveLength(2);
    expect(answer.length).toBeLessThanOrEqual(4);
  });

  it("completes a lone sentence with the next one of its section", () => {
    const single = section(
      "Anchoring",
      "Show the highest price first when you present tiers. Buyers then judge the others against it.",
      9,
    );
    expect(composeExtractive([group("anchoring", 4), group("highest", 3)], [single]).map((s) => s.text)).toEqual([
      "Show the highest price first when you present tiers.",
      "Buyers then judge the others against it.",
    ]);
  });

  it("says nothing when no section holds the question's words", () => {
    expect(composeExtractive([group("payroll", 6)], [FAR])).toEqual([]);
    expect(composeExtractive([], [RETAINERS])).toEqual([]);
  });
});
