import type { PackOffer } from "~/modules/resources/pack.server";
import type { QuizOffers } from "../business-quiz/offers";
import type { QuizRoadmaps } from "../business-quiz/results.server";
import type { QuizAnswers } from "../business-quiz/scoring";
import type { ToolId } from "../definitions";
import type { LandingContent } from "../landing-builder/content";
import type { LandingForm } from "../landing-builder/form";
import type { SalesBlocksResult } from "../sales-blocks/scoring";
import type { SprintPlan } from "../sprint-planner/plan";
import type { ExplanationPackage } from "../translator/package";
import type { WorkshopBlueprint } from "../workshop-builder/blueprint";
import type { AgendaItem } from "../workshop-builder/plan-content";

/** What a result page shows for each tool: the stored result plus what the server adds for this visitor. */
export type ResultView =
  | {
      tool: "workshop-builder";
      industry: string;
      plan: WorkshopBlueprint;
      agenda: AgendaItem[];
      nextSteps: string[];
      pack: PackOffer;
    }
  | {
      tool: "ai-business-quiz";
      answers: QuizAnswers;
      /** Present only for a browser that has subscribed. */
      roadmaps?: QuizRoadmaps;
      offers: QuizOffers;
    }
  | { tool: "sales-blocks"; report: SalesBlocksResult }
  | { tool: "sprint-planner"; plan: SprintPlan }
  | { tool: "industry-ai-translator"; package: ExplanationPackage }
  | { tool: "workshop-landing-builder"; values: LandingForm; content: LandingContent };

/** Each result page's title (as its heading reads). */
export const RESULT_TITLES: Record<ToolId, string> = {
  "workshop-builder": "Your Personalized Workshop Blueprint",
  "ai-business-quiz": "Your AI Business Blueprint",
  "sales-blocks": "Your Sales Blocks Report",
  "sprint-planner": "Your 90-Day Sprint Plan",
  "industry-ai-translator": "Your AI Explanation Package",
  "workshop-landing-builder": "Your Landing Page",
};
