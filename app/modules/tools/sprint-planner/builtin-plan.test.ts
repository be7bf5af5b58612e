import { describe, expect, it } from "vitest";
import { buildBuiltinSprintPlan, metricsFrom, shortGoal } from "./builtin-plan";
import { sprintPlanSchema } from "./plan";
import type { SprintAnswers } from "./questions";

const answers: SprintAnswers = {
  goal: "Sign three clients for my AI readiness audit. Then build a waiting list.",
  why: "I want to leave my agency job by summer.",
  success: "3 signed contracts, £6k invoiced and 10 people on a waiting list",
  confidence: 5,
  hours: 8,
  obstacle: "perfectionism",
  resources: "LinkedIn network of 2,000 people",
  pastExperience: "I built a course last year but never launched it.",
};

describe("built-in sprint plan", () => {
  it("is complete and valid for the plan page", () => {
    const plan = buildBuiltinSprintPlan(answers);
    expect(sprintPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.weeklyMilestones).toHaveLength(12);
    expect(plan.weeklyMilestones.map((milestone) => milestone.status)).toEqual([
      "current",
      ...Array(11).fill("upcoming"),
    ]);
  });

  it("is shaped by the visitor's goal, reason, measures, hours and obstacle", () => {
    const plan = buildBuiltinSprintPlan(answers);
    expect(plan.vision).toMatchObject({ goal: answers.goal, why: answers.why });
    expect(plan.vision.metrics).toEqual([
      "3 signed contracts, £6k invoiced and 10 people on a waiting list",
      "8 focused hours logged every week",
    ]);
    expect(plan.weeklyMilestones[0]!.title).toContain("Sign three clients for my AI readiness audit");
    expect(plan.obstaclePlaybook[0]).toMatchObject({ obstacle: "Perfectionism" });
    expect(plan.obstaclePlaybook.map((entry) => entry.obstacle)).toContain("Doubting you can do it");
    expect(plan.weekOnePlan.thursday).toContain("LinkedIn network");
    expect(plan.weeklyRhythm.sunday).toContain("8 hours");
  });

  it("says '1 hour', not '1 hours', for a one-hour week", () => {
    const plan = buildBuiltinSprintPlan({ ...answers, hours: 1 });
    expect(plan.vision.metrics.at(-1)).toBe("1 focused hour logged every week");
    expect(plan.weeklyRhythm.sunday).toBe("Plan: pick the week's milestone and schedule your 1 hour.");
  });

  it("scales down for tight weeks and skips the confidence protocol when confident", () => {
    const tight = buildBuiltinSprintPlan({ ...answers, hours: 2, confidence: 9 });
    expect(tight.weeklyMilestones[3]!.title).toContain("smallest useful version");
    expect(tight.obstaclePlaybook.map((entry) => entry.obstacle)).not.toContain("Doubting you can do it");
  });
});

describe("helpers", () => {
  it("shortens goals to their first sentence", () => {
    expect(shortGoal(answers.goal)).toBe("Sign three clients for my AI readiness audit");
    expect(shortGoal("x ".repeat(80)).length).toBeLessThanOrEqual(60);
  });

  it("splits success measures only where the visitor listed them", () => {
    expect(metricsFrom("more clients; better rates\n- a podcast\n2. 5k")).toEqual([
      "more clients",
      "better rates",
      "a podcast",
      "5k",
    ]);
  });

  it("keeps a measure with commas, 'and' and amounts whole", () => {
    expect(metricsFrom("£2,500 each from 4 clients, and a waiting list")).toEqual([
      "£2,500 each from 4 clients, and a waiting list",
    ]);
  });

  it("keeps every measure: past five lines, the rest share the fifth", () => {
    expect(metricsFrom("a\nb\nc\nd\ne\nf\ng")).toEqual(["a", "b", "c", "d", "e; f; g"]);
  });
});
