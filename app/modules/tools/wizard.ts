/**
 * Wizards keep their answers in the URL: each step is a GET form carrying the earlier answers,
 * so a reload, the back button and a browser without JavaScript all keep the visitor's place.
 */
export interface WizardStep<Answers> {
  /** The answer keys this step asks for; the others travel as hidden fields. */
  fields: readonly (keyof Answers & string)[];
  isComplete(answers: Answers): boolean;
}

/** A step that is complete once each of its fields has an answer. */
export function requiredStep<Answers>(...fields: (keyof Answers & string)[]): WizardStep<Answers> {
  return { fields, isComplete: (answers) => fields.every((field) => answers[field] !== "") };
}

export type WizardPosition = { kind: "step"; step: number; blocked: boolean } | { kind: "results" };

export const RESULTS_STEP = "results";

/**
 * Where the visitor is: the requested step, unless an earlier step is unanswered, in which case
 * that step with `blocked` set (someone pressed Next without an answer, or edited the URL).
 */
export function wizardPosition<Answers>(
  requested: string | null,
  steps: readonly WizardStep<Answers>[],
  answers: Answers,
): WizardPosition {
  const target = requested === RESULTS_STEP ? steps.length + 1 : clampStep(requested, steps.length);
  const firstIncomplete = steps.findIndex((step) => !step.isComplete(answers)) + 1 || steps.length + 1;
  if (target > firstIncomplete) return { kind: "step", step: firstIncomplete, blocked: true };
  if (target > steps.length) return { kind: "results" };
  return { kind: "step", step: target, blocked: false };
}

function clampStep(requested: string | null, total: number): number {
  const step = Number.parseInt(requested ?? "", 10);
  if (!Number.isFinite(step) || step < 1) return 1;
  return Math.min(step, total + 1);
}

/** The value to send as `step` from the Next button: the following step, or results after the last. */
export function nextStepValue(step: number, total: number): string {
  return step >= total ? RESULTS_STEP : String(step + 1);
}

/** Reads one answer that must be one of a fixed list; anything else counts as unanswered. */
export function pickOption<Value extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly Value[],
): Value | "" {
  const value = params.get(key) ?? "";
  return (allowed as readonly string[]).includes(value) ? (value as Value) : "";
}

/** Reads a free-text answer, trimmed of nothing (the visitor's spacing is kept) but cut to a length limit. */
export function pickText(params: URLSearchParams, key: string, maxLength: number): string {
  return (params.get(key) ?? "").slice(0, maxLength);
}

/** The search string for a link to another step with the same answers. */
export function stepHref(answers: object, step: string | number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(answers)) {
    if (value !== "" && value !== undefined && value !== null) params.set(key, String(value));
  }
  params.set("step", String(step));
  return `?${params.toString()}`;
}

/** The answers a step does not ask for, carried forward as hidden fields. */
export function carriedAnswers(answers: object, stepFields: readonly string[]): Record<string, string> {
  const carried: Record<string, string> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (!stepFields.includes(key) && value !== "" && value !== undefined && value !== null)
      carried[key] = String(value);
  }
  return carried;
}
