import { describe, expect, it } from "vitest";
import { BLOCK_TYPES } from "./blocks";
import { SALES_BLOCK_QUESTIONS } from "./questions";
import { scoreSalesBlocks } from "./scoring";
import { seededShuffle } from "./shuffle";

/** The answer id that gives `block` in every question. */
const idFor = (block: string) => SALES_BLOCK_QUESTIONS[0]!.options.find((option) => option.block === block)!.id;

describe("sales blocks content", () => {
  it("has ten questions, each with one answer per block", () => {
    expect(SALES_BLOCK_QUESTIONS).toHaveLength(10);
    for (const question of SALES_BLOCK_QUESTIONS) {
      expect(question.options.map((option) => option.block).sort()).toEqual([...BLOCK_TYPES].sort());
    }
  });
});

describe("scoreSalesBlocks", () => {
  it("counts one point per chosen block and reports shares of the total", () => {
    const answers = [
      ...Array(6).fill(idFor("avoider")),
      ...Array(3).fill(idFor("perfectionist")),
      idFor("self-doubter"),
    ];
    const result = scoreSalesBlocks(answers);
    expect(result.top).toBe("avoider");
    expect(result.secondary).toBe("perfectionist");
    expect(result.scores.slice(0, 3)).toEqual([
      { block: "avoider", score: 6, percent: 60 },
      { block: "perfectionist", score: 3, percent: 30 },
      { block: "self-doubter", score: 1, percent: 10 },
    ]);
  });

  it("breaks ties by the fixed order", () => {
    const answers = [
      ...Array(3).fill(idFor("avoider")),
      ...Array(3).fill(idFor("sales-trauma")),
      ...Array(2).fill(idFor("scarcity-thinker")),
      ...Array(2).fill(idFor("self-doubter")),
    ];
    const result = scoreSalesBlocks(answers);
    expect([result.top, result.secondary]).toEqual(["sales-trauma", "avoider"]);
    expect(result.scores.map((score) => score.block)).toEqual([
      "sales-trauma",
      "avoider",
      "self-doubter",
      "scarcity-thinker",
      "people-pleaser",
      "perfectionist",
    ]);
  });

  it("puts the first blocks of the order on top of an even spread", () => {
    const answers = BLOCK_TYPES.map(idFor).concat(BLOCK_TYPES.slice(0, 4).map(idFor));
    expect(scoreSalesBlocks(answers)).toMatchObject({ top: "people-pleaser", secondary: "perfectionist" });
  });
});

describe("seededShuffle", () => {
  it("gives the same order for the same seed and keeps every item", () => {
    const items = ["a", "b", "c", "d", "e", "f"];
    expect(seededShuffle(items, "0badc0de-1")).toEqual(seededShuffle(items, "0badc0de-1"));
    expect(seededShuffle(items, "0badc0de-1").sort()).toEqual(items);
    const orders = new Set(Array.from({ length: 20 }, (_, i) => seededShuffle(items, `seed-${i}`).join("")));
    expect(orders.size).toBeGreaterThan(10);
  });
});
