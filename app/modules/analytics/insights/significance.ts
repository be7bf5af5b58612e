import { errorFunction } from "simple-statistics";

export interface Group {
  visitors: number;
  conversions: number;
}

export type Comparison =
  | { kind: "too-little-data"; rateA: number; rateB: number }
  | { kind: "tested"; rateA: number; rateB: number; z: number; pValue: number; significant: boolean };

const rate = ({ visitors, conversions }: Group) => (visitors > 0 ? conversions / visitors : 0);

/** The standard normal distribution's two tails beyond |z|. */
const twoSidedP = (z: number) => 1 - errorFunction(Math.abs(z) / Math.SQRT2);

/**
 * Two-proportion z-test of A's conversion rate against B's, pooled. The normal approximation
 * holds only with at least 5 conversions and 5 non-conversions expected in each group; below
 * that the rates are reported without a verdict.
 */
export function compareConversion(a: Group, b: Group, alpha = 0.05): Comparison {
  const rateA = rate(a);
  const rateB = rate(b);
  const pooled = (a.conversions + b.conversions) / Math.max(1, a.visitors + b.visitors);
  const enough = [a, b].every(
    (group) =>
      group.visitors * pooled >= 5 && group.visitors * (1 - pooled) >= 5 && group.conversions <= group.visitors,
  );
  if (!enough) return { kind: "too-little-data", rateA, rateB };
  const z = (rateA - rateB) / Math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors));
  const pValue = twoSidedP(z);
  return { kind: "tested", rateA, rateB, z, pValue, significant: pValue < alpha };
}
