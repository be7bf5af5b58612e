import { describe, expect, it } from "vitest";
import { nextStepValue, pickOption, pickText, requiredStep, stepHref, wizardPosition, type WizardStep } from "./wizard";

interface Answers {
  a: string;
  b: string;
}
const steps: WizardStep<Answers>[] = [
  { fields: ["a"], isComplete: (answers) => answers.a !== "" },
  { fields: ["b"], isComplete: (answers) => answers.b !== "" },
];

describe("wizardPosition", () => {
  it("starts at step 1 and goes where asked while the earlier steps are answered", () => {
    expect(wizardPosition(null, steps, { a: "", b: "" })).toEqual({ kind: "step", step: 1, blocked: false });
    expect(wizardPosition("2", steps, { a: "x", b: "" })).toEqual({ kind: "step", step: 2, blocked: false });
    expect(wizardPosition("results", steps, { a: "x", b: "y" })).toEqual({ kind: "results" });
  });

  it("holds the visitor on the first unanswered step and flags it", () => {
    expect(wizardPosition("2", steps, { a: "", b: "" })).toEqual({ kind: "step", step: 1, blocked: true });
    expect(wizardPosition("results", steps, { a: "x", b: "" })).toEqual({ kind: "step", step: 2, blocked: true });
  });

  it("treats nonsense step values as the first step", () => {
    expect(wizardPosition("-4", steps, { a: "", b: "" })).toMatchObject({ step: 1, blocked: false });
    expect(wizardPosition("banana", steps, { a: "x", b: "y" })).toMatchObject({ step: 1 });
  });
});

describe("requiredStep", () => {
  it("is complete only once every one of its fields is answered", () => {
    const both = requiredStep<Answers>("a", "b");
    expect(both.fields).toEqual(["a", "b"]);
    expect(both.isComplete({ a: "x", b: "" })).toBe(false);
    expect(both.isComplete({ a: "x", b: "y" })).toBe(true);
  });
});

describe("URL answers", () => {
  it("keeps only allowed options and cuts long text", () => {
    const params = new URLSearchParams("colour=red&size=huge&note=abcdef");
    expect(pickOption(params, "colour", ["red", "blue"])).toBe("red");
    expect(pickOption(params, "size", ["small"])).toBe("");
    expect(pickText(params, "note", 3)).toBe("abc");
  });

  it("links to a step with the answers given so far", () => {
    expect(stepHref({ a: "x y", b: "" }, 1)).toBe("?a=x+y&step=1");
    expect(nextStepValue(1, 2)).toBe("2");
    expect(nextStepValue(2, 2)).toBe("results");
  });
});
