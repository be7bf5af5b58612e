import { describe, expect, it } from "vitest";
import { change, funnelStages } from "./funnel";

describe("funnelStages", () => {
  it("gives each stage its conversion from the one before, its drop-off and its share of the first", () => {
    const stages = funnelStages([
      { label: "View", visitors: 200 },
      { label: "Start", visitors: 120 },
      { label: "Complete", visitors: 90 },
      { label: "E-mail", visitors: 18 },
    ]);
    expect(stages[0]).toEqual({
      label: "View",
      visitors: 200,
      fromPrevious: undefined,
      dropOff: undefined,
      fromFirst: 1,
    });
    expect(stages[1]).toMatchObject({ fromPrevious: 0.6, fromFirst: 0.6 });
    expect(stages[1]!.dropOff).toBeCloseTo(0.4);
    expect(stages[2]).toMatchObject({ fromPrevious: 0.75, dropOff: 0.25, fromFirst: 0.45 });
    expect(stages[3]).toMatchObject({ fromPrevious: 0.2, dropOff: 0.8, fromFirst: 0.09 });
  });

  it("has no rates after an empty stage and no negative drop-off when a stage grows", () => {
    const stages = funnelStages([
      { label: "View", visitors: 0 },
      { label: "Start", visitors: 0 },
      { label: "Complete", visitors: 3 },
      { label: "E-mail", visitors: 4 },
    ]);
    expect(stages.map((stage) => stage.fromPrevious)).toEqual([undefined, undefined, undefined, 4 / 3]);
    expect(stages[3]!.dropOff).toBe(0);
    expect(stages.every((stage) => stage.fromFirst === undefined)).toBe(true);
  });
});

describe("change", () => {
  it("is the relative change, and undefined when the previous period had nothing", () => {
    expect(change(150, 100)).toBe(0.5);
    expect(change(50, 100)).toBe(-0.5);
    expect(change(10, 0)).toBeUndefined();
  });
});
