import { describe, expect, it } from "vitest";
import { isAnswered, readSprintAnswers, sprintAnswersSchema } from "./answers";
import { confidenceHint, hoursHint } from "./questions";

describe("sprint planner answers", () => {
  it("defaults confidence to 5 and hours to 10", () => {
    const answers = readSprintAnswers(new URLSearchParams());
    expect(answers).toMatchObject({ confidence: 5, hours: 10 });
    expect(isAnswered("hours", answers)).toBe(true);
    expect(isAnswered("confidence", answers)).toBe(true);
  });

  it("needs text answers that are not blank once trimmed", () => {
    const answers = readSprintAnswers(new URLSearchParams({ goal: "   ", why: "Freedom" }));
    expect(isAnswered("goal", answers)).toBe(false);
    expect(isAnswered("why", answers)).toBe(true);
  });

  it("keeps hours between 1 and 40 and treats a cleared field as unanswered", () => {
    for (const [hours, ok] of [
      ["0", false],
      ["1", true],
      ["40", true],
      ["41", false],
      ["", false],
      ["2.5", false],
      ["abc", false],
    ] as const) {
      expect(isAnswered("hours", readSprintAnswers(new URLSearchParams({ hours })))).toBe(ok);
    }
    expect(isAnswered("confidence", readSprintAnswers(new URLSearchParams({ confidence: "11" })))).toBe(false);
  });

  it("validates the generate request on the server", () => {
    const valid = {
      goal: "Launch my newsletter",
      why: "Own my audience",
      success: "500 subscribers",
      confidence: "6",
      hours: "8",
      obstacle: "time",
      resources: "A blog",
      pastExperience: "Gave up after a month",
    };
    expect(sprintAnswersSchema.safeParse(valid).success).toBe(true);
    expect(sprintAnswersSchema.safeParse({ ...valid, hours: "0" }).success).toBe(false);
    expect(sprintAnswersSchema.safeParse({ ...valid, why: " " }).error?.issues[0]?.message).toBe(
      "Please answer every question.",
    );
    expect(sprintAnswersSchema.safeParse({ ...valid, goal: "x".repeat(401) }).success).toBe(false);
  });

  it("shows the spec's three hints at their thresholds", () => {
    expect(hoursHint(4)).toBe("That's tight. We'll adjust the goal to be realistic.");
    expect(hoursHint(5)).toBeUndefined();
    expect(hoursHint(20)).toBeUndefined();
    expect(hoursHint(21)).toBe("That's ambitious. Can you sustain that for 12 weeks?");
    expect(confidenceHint(6)).toBe("What would need to change to make you more confident?");
    expect(confidenceHint(7)).toBeUndefined();
  });
});
