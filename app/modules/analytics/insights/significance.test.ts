import { describe, expect, it } from "vitest";
import { compareConversion } from "./significance";

describe("compareConversion", () => {
  it("finds a clear difference significant (textbook example: 120/1000 against 90/1000)", () => {
    const result = compareConversion({ visitors: 1000, conversions: 120 }, { visitors: 1000, conversions: 90 });
    expect(result.kind).toBe("tested");
    if (result.kind !== "tested") return;
    // pooled p = 0.105, SE = sqrt(0.105 * 0.895 * 0.002) = 0.013710, z = 0.03 / 0.013710
    expect(result.z).toBeCloseTo(2.188, 2);
    expect(result.pValue).toBeCloseTo(0.0287, 3);
    expect(result.significant).toBe(true);
    expect(result.rateA).toBeCloseTo(0.12);
    expect(result.rateB).toBeCloseTo(0.09);
  });

  it("calls a small gap on the same numbers chance", () => {
    const result = compareConversion({ visitors: 200, conversions: 22 }, { visitors: 210, conversions: 20 });
    expect(result).toMatchObject({ kind: "tested", significant: false });
    if (result.kind === "tested") expect(result.pValue).toBeGreaterThan(0.5);
  });

  it("gives no verdict while either group is too small for the normal approximation", () => {
    expect(compareConversion({ visitors: 12, conversions: 3 }, { visitors: 15, conversions: 1 })).toEqual({
      kind: "too-little-data",
      rateA: 0.25,
      rateB: 1 / 15,
    });
    expect(compareConversion({ visitors: 0, conversions: 0 }, { visitors: 0, conversions: 0 }).kind).toBe(
      "too-little-data",
    );
  });
});
