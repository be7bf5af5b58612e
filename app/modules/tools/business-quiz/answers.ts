import { optionValues } from "../choice";
import { pickOption, requiredStep, type WizardStep } from "../wizard";
import { QUIZ_QUESTIONS } from "./questions";
import type { QuizAnswers } from "./scoring";

export function readQuizAnswers(params: URLSearchParams): QuizAnswers {
  const answers = {} as QuizAnswers;
  for (const question of QUIZ_QUESTIONS)
    answers[question.id] = pickOption(params, question.id, optionValues(question.options));
  return answers;
}

/** One step per question; each needs an answer to continue. */
export const QUIZ_STEPS: readonly WizardStep<QuizAnswers>[] = QUIZ_QUESTIONS.map((question) =>
  requiredStep<QuizAnswers>(question.id),
);
