import { describe, expect, it } from "vitest";
import { cosine, decodeVector, encodeVector, fuseRankings, normalised, withMeaning } from "./vectors";

describe("vectors", () => {
  it("keeps a unit vector through its stored text, and compares two by their cosine", () => {
    const vector = normalised([3, 4, 0]);
    expect([...decodeVector(encodeVector(vector))]).toEqual([...vector]);
    expect(cosine(vector, vector)).toBeCloseTo(1);
    expect(cosine(vector, normalised([0, 0, 1]))).toBe(0);
    expect(cosine(vector, normalised([1, 1]))).toBe(0);
  });

  it("fuses two rankings: an item high in both comes first, one found by either is kept", () => {
    expect(fuseRankings(["a", "b", "c"], ["b", "d"])).toEqual(["b", "a", "d", "c"]);
    expect(fuseRankings(["a", "b"], [])).toEqual(["a", "b"]);
  });

  it("ranks a section brought by its meaning alone by its meaning alone, not also by its low lexical rank", () => {
    const ranked = [1, 2, 3, 9].map((sectionId) => ({ sectionId }));
    // 9 was read only because the model put it first; lexically it came last.
    const fused = withMeaning(ranked, [1, 2, 3], [9]).map((section) => section.sectionId);
    expect(fused).toEqual([1, 9, 2, 3]);
    expect(withMeaning(ranked, [1, 2, 3], []).map((section) => section.sectionId)).toEqual([1, 2, 3, 9]);
  });
});
