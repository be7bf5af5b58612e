import { QUIZ_STEPS, readQuizAnswers } from "../business-quiz/answers";
import { readSalesBlockAnswers, SALES_BLOCK_STEPS } from "../sales-blocks/answers";
import type { WizardStep } from "../wizard";
import { readWorkshopAnswers, WORKSHOP_STEPS } from "../workshop-builder/answers";

/** A tool whose result follows from its answers alone: how to read them, and whether every step is answered. */
export interface WizardTool<Answers> {
  readAnswers: (params: URLSearchParams) => Answers;
  /** The answers when every step is answered; undefined while one is not. */
  complete: (params: URLSearchParams) => Answers | undefined;
}

function wizardTool<Answers>(
  steps: readonly WizardStep<Answers>[],
  readAnswers: (params: URLSearchParams) => Answers,
): WizardTool<Answers> {
  return {
    readAnswers,
    complete(params) {
      const answers = readAnswers(params);
      return steps.every((step) => step.isComplete(answers)) ? answers : undefined;
    },
  };
}

export const WIZARD_TOOLS = {
  "workshop-builder": wizardTool(WORKSHOP_STEPS, readWorkshopAnswers),
  "ai-business-quiz": wizardTool(QUIZ_STEPS, readQuizAnswers),
  "sales-blocks": wizardTool(SALES_BLOCK_STEPS, readSalesBlockAnswers),
} as const;

export type WizardToolId = keyof typeof WIZARD_TOOLS;
