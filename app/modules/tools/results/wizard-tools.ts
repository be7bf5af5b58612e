import { QUIZ_STEPS, readQuizAnswers } from "../business-quiz/answers";
import { readSalesBlockAnswers, SALES_BLOCK_STEPS } from "../sales-blocks/answers";
import { SEED_PATTERN } from "../sales-blocks/shuffle";
import { RESULTS_STEP, stepHref, type WizardStep } from "../wizard";
import { readWorkshopAnswers, WORKSHOP_STEPS } from "../workshop-builder/answers";

/** A tool whose result follows from its answers alone: whether every step is answered, and how to go back to one. */
export interface WizardTool<Answers> {
  /** The answers when every step is answered; undefined while one is not. */
  complete: (params: URLSearchParams) => Answers | undefined;
  /**
   * The query string that takes the visitor back to finish: the valid answers (and whatever
   * else the tool keeps in its URL) and nothing else, so a posted body never becomes a URL.
   */
  resumeQuery: (params: URLSearchParams) => string;
}

function wizardTool<Answers extends object>(
  steps: readonly WizardStep<Answers>[],
  readAnswers: (params: URLSearchParams) => Answers,
  urlState: (params: URLSearchParams) => Record<string, string> = () => ({}),
): WizardTool<Answers> {
  return {
    complete(params) {
      const answers = readAnswers(params);
      return steps.every((step) => step.isComplete(answers)) ? answers : undefined;
    },
    resumeQuery: (params) => stepHref({ ...urlState(params), ...readAnswers(params) }, RESULTS_STEP),
  };
}

/** The sales quiz keeps its shuffle seed in the URL, so the options keep their order. */
function salesBlocksSeed(params: URLSearchParams): Record<string, string> {
  const seed = params.get("seed") ?? "";
  return SEED_PATTERN.test(seed) ? { seed } : {};
}

export const WIZARD_TOOLS = {
  "workshop-builder": wizardTool(WORKSHOP_STEPS, readWorkshopAnswers),
  "ai-business-quiz": wizardTool(QUIZ_STEPS, readQuizAnswers),
  "sales-blocks": wizardTool(SALES_BLOCK_STEPS, readSalesBlockAnswers, salesBlocksSeed),
} as const;

export type WizardToolId = keyof typeof WIZARD_TOOLS;
