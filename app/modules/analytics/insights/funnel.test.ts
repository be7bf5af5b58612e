import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BreakdownRow } from "~/db/queries/analytics-events.server";
import { change, funnelStages, quizComparison, reachedStages, toolFunnels } from "./funnel";
import { shareValue } from "./share";

const STAGES = ["tool_view", "tool_start", "tool_complete", "tool_email"];

/** A `reach` row: visitors of a tool and door whose furthest stage was `stage`. */
const reach = (tool: string, door: string, stage: string, visitors: number): BreakdownRow => ({
  day: "",
  key1: tool,
  key2: door,
  key3: stage,
  events: visitors,
  visitors,
  maxAmount: null,
});

describe("reachedStages", () => {
  it("counts everyone who got to a stage or further", () => {
    expect(
      reachedStages([
        reach("t", "", "tool_view", 80),
        reach("t", "", "tool_start", 30),
        reach("t", "", "tool_complete", 72),
        reach("t", "", "tool_email", 18),
      ]),
    ).toEqual([200, 120, 90, 18]);
  });
});

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
      fromFirst: { part: 200, whole: 200 },
    });
    expect(stages[1]).toMatchObject({ fromPrevious: { part: 120, whole: 200 }, dropOff: { part: 80, whole: 200 } });
    expect(stages[3]).toMatchObject({ fromPrevious: { part: 18, whole: 90 }, fromFirst: { part: 18, whole: 200 } });
  });

  it("never shows a rate above 100 % or a negative drop-off, whatever stage visitors stopped at", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 4, maxLength: 4 }), (furthest) => {
        const rows = furthest.map((visitors, index) => reach("t", "", STAGES[index]!, visitors));
        const stages = funnelStages(
          reachedStages(rows).map((visitors, index) => ({ label: STAGES[index]!, visitors })),
        );
        for (const stage of stages)
          for (const rate of [stage.fromPrevious, stage.dropOff, stage.fromFirst]) {
            if (!rate) continue;
            expect(rate.part).toBeGreaterThanOrEqual(0);
            expect(rate.part).toBeLessThanOrEqual(rate.whole);
          }
      }),
    );
  });
});

describe("toolFunnels and quizComparison", () => {
  it("count the quiz per door: one visitor finishing both doors is no drop-off, and the doors compare completions", () => {
    // What the `reach` breakdown holds for one visitor who completed the quiz through each door.
    const rows = [
      reach("ai-business-quiz", "intro", "tool_complete", 1),
      reach("ai-business-quiz", "direct", "tool_complete", 1),
    ];
    const doors = toolFunnels(rows).filter((funnel) => funnel.tool === "ai-business-quiz");
    expect(doors.map((door) => [door.variant, door.stages.map((stage) => stage.visitors)])).toEqual([
      ["intro", [1, 1, 1, 0]],
      ["direct", [1, 1, 1, 0]],
    ]);
    for (const door of doors) expect(door.stages[2]!.dropOff).toEqual({ part: 0, whole: 1 });
    const quiz = quizComparison(rows);
    expect(quiz.intro).toMatchObject({ visitors: 1, completed: 1, emails: 0 });
    expect(shareValue(quiz.direct.completion)).toBe(1);
    expect(quiz.completion.kind).toBe("too-little-data");
  });

  it("tests the doors' completions once there is enough data", () => {
    const rows = [
      reach("ai-business-quiz", "intro", "tool_view", 400),
      reach("ai-business-quiz", "intro", "tool_complete", 600),
      reach("ai-business-quiz", "direct", "tool_view", 700),
      reach("ai-business-quiz", "direct", "tool_complete", 300),
    ];
    const { completion } = quizComparison(rows);
    expect(completion).toMatchObject({ kind: "tested", rateA: 0.6, rateB: 0.3, significant: true });
  });

  it("gives a tool with one door one funnel, and counts quiz e-mails left on neither door apart, in no funnel", () => {
    const rows = [reach("sales-blocks", "", "tool_start", 2), reach("ai-business-quiz", "", "tool_email", 1)];
    const funnels = toolFunnels(rows);
    expect(funnels.filter((funnel) => funnel.tool === "sales-blocks").map((funnel) => funnel.variant)).toEqual([""]);
    const doors = funnels.filter((funnel) => funnel.tool === "ai-business-quiz");
    expect(doors.map((door) => [door.variant, door.stages[0]!.visitors])).toEqual([
      ["intro", 0],
      ["direct", 0],
    ]);
    expect(quizComparison(rows).elsewhere).toBe(1);
  });
});

describe("change", () => {
  it("is the relative change, and undefined when the previous period had nothing", () => {
    expect(change(150, 100)).toBe(0.5);
    expect(change(50, 100)).toBe(-0.5);
    expect(change(10, 0)).toBeUndefined();
  });
});
