import { z } from "zod";
import { optionValues } from "../choice";
import { pickOption, pickText, type WizardStep } from "../wizard";
import {
  DEFAULT_CONFIDENCE,
  DEFAULT_HOURS,
  HOURS_MAX,
  HOURS_MIN,
  OBSTACLES,
  SPRINT_QUESTIONS,
  TEXT_LIMIT,
  type SprintAnswers,
} from "./questions";

/** A number answer: its default until the visitor touches it; a cleared or garbled field is unanswered (NaN). */
function pickNumber(params: URLSearchParams, key: string, fallback: number): number {
  const raw = params.get(key);
  if (raw === null) return fallback;
  return raw.trim() === "" ? Number.NaN : Number(raw);
}

export function readSprintAnswers(params: URLSearchParams): SprintAnswers {
  return {
    goal: pickText(params, "goal", TEXT_LIMIT),
    why: pickText(params, "why", TEXT_LIMIT),
    success: pickText(params, "success", TEXT_LIMIT),
    confidence: pickNumber(params, "confidence", DEFAULT_CONFIDENCE),
    hours: pickNumber(params, "hours", DEFAULT_HOURS),
    obstacle: pickOption(params, "obstacle", optionValues(OBSTACLES)),
    resources: pickText(params, "resources", TEXT_LIMIT),
    pastExperience: pickText(params, "pastExperience", TEXT_LIMIT),
  };
}

/** Text must be non-blank once trimmed; numbers above 0 and within their ranges. */
export function isAnswered(field: keyof SprintAnswers, answers: SprintAnswers): boolean {
  const value = answers[field];
  if (field === "hours") return Number.isInteger(value) && answers.hours >= HOURS_MIN && answers.hours <= HOURS_MAX;
  if (field === "confidence") return Number.isInteger(value) && answers.confidence >= 1 && answers.confidence <= 10;
  return typeof value === "string" && value.trim() !== "";
}

export const SPRINT_STEPS: readonly WizardStep<SprintAnswers>[] = SPRINT_QUESTIONS.map((question) => ({
  fields: [question.field],
  isComplete: (answers: SprintAnswers) => isAnswered(question.field, answers),
}));

const text = z
  .string()
  .trim()
  .min(1, "Please answer every question.")
  .max(TEXT_LIMIT, `Keep each answer under ${TEXT_LIMIT} characters.`);

/** The generate action's input, checked on the server whatever the browser sent. */
export const sprintAnswersSchema = z.object({
  goal: text,
  why: text,
  success: text,
  confidence: z.coerce.number().int().min(1).max(10),
  hours: z.coerce.number().int().min(HOURS_MIN).max(HOURS_MAX),
  obstacle: z.enum(optionValues(OBSTACLES) as [string, ...string[]]),
  resources: text,
  pastExperience: text,
});
