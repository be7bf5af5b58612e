import { describe, expect, it } from "vitest";
import { checkCitation } from "./citations";

const PRICING = {
  heading: "Value-based pricing",
  body: "Price on the outcome, not on the hours. A support assistant that saves 20 hours a week is worth about $2,000 a month to the client.\nReview your prices every year.",
};
const WORKSHOPS = { heading: "Running the room", body: "Start with a real task from the team. Keep slides to ten." };

describe("the citation checker", () => {
  it("accepts a sentence its section says, quoting the section's sentence that supports it", () => {
    expect(checkCitation("Price on the outcome, not on the hours.", 1, [PRICING])).toEqual({
      ok: true,
      quote: "Price on the outcome, not on the hours.",
    });
    // A paraphrase holding most of the sentence's words, other forms of them included.
    expect(checkCitation("Prices should follow the outcome rather than hours.", 1, [PRICING])).toEqual({
      ok: true,
      quote: "Price on the outcome, not on the hours.",
    });
  });

  it("refuses a citation to a section that was not retrieved", () => {
    for (const cited of [0, 3, -1, 1.5, Number.NaN])
      expect(checkCitation("Price on the outcome.", cited, [PRICING, WORKSHOPS])).toEqual({
        ok: false,
        reason: "not-retrieved",
      });
  });

  it("refuses a sentence the cited section does not support, even if another retrieved section does", () => {
    expect(checkCitation("Keep slides to ten and start with a real task.", 1, [PRICING, WORKSHOPS])).toEqual({
      ok: false,
      reason: "unsupported",
    });
    expect(checkCitation("Keep slides to ten and start with a real task.", 2, [PRICING, WORKSHOPS]).ok).toBe(true);
  });

  it("refuses numbers the section does not state", () => {
    expect(checkCitation("A support assistant is worth about $5,000 a month.", 1, [PRICING])).toEqual({
      ok: false,
      reason: "numbers",
    });
    expect(checkCitation("A support assistant is worth about $2,000 a month.", 1, [PRICING]).ok).toBe(true);
  });

  it("refuses a sentence with nothing to check", () => {
    expect(checkCitation("Yes, it is.", 1, [PRICING])).toEqual({ ok: false, reason: "no-claim" });
  });
});
