import { describe, expect, it } from "vitest";
import { ndcgAt, percentileOf, recallAt, reciprocalRankAt } from "./metrics";

describe("the evaluation's figures", () => {
  const relevant = new Set(["b", "x"]);
  it("counts a hit within k, and the rank of the first one", () => {
    expect(recallAt(["a", "b", "c"], relevant, 2)).toBe(1);
    expect(recallAt(["a", "c", "b"], relevant, 2)).toBe(0);
    expect(reciprocalRankAt(["a", "c", "b"], relevant, 10)).toBeCloseTo(1 / 3);
    expect(reciprocalRankAt(["a", "c"], relevant, 10)).toBe(0);
  });
  it("discounts gains by rank against the ideal order", () => {
    expect(ndcgAt(["b", "x"], relevant, 10)).toBe(1);
    expect(ndcgAt(["a", "b"], relevant, 10)).toBeCloseTo(1 / Math.log2(3) / (1 + 1 / Math.log2(3)));
  });
  it("takes percentiles by nearest rank", () => {
    expect(percentileOf([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentileOf([5, 1, 3, 2, 4], 95)).toBe(5);
  });
});
