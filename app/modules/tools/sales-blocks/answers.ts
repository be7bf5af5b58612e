import { pickOption, requiredStep, type WizardStep } from "../wizard";
import { SALES_BLOCK_QUESTIONS } from "./questions";

/** URL field of question n (1-based). */
export const questionField = (index: number) => `q${index + 1}`;

export type SalesBlockAnswers = Record<string, string>;

export function readSalesBlockAnswers(params: URLSearchParams): SalesBlockAnswers {
  const answers: SalesBlockAnswers = {};
  SALES_BLOCK_QUESTIONS.forEach((question, index) => {
    answers[questionField(index)] = pickOption(
      params,
      questionField(index),
      question.options.map((option) => option.id),
    );
  });
  return answers;
}

export const SALES_BLOCK_STEPS: readonly WizardStep<SalesBlockAnswers>[] = SALES_BLOCK_QUESTIONS.map((_, index) =>
  requiredStep<SalesBlockAnswers>(questionField(index)),
);

export function answerIds(answers: SalesBlockAnswers): string[] {
  return SALES_BLOCK_QUESTIONS.map((_, index) => answers[questionField(index)] ?? "");
}
