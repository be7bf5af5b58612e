import type { PackOffer } from "~/modules/resources/pack.server";
import type { QuizOffers } from "../business-quiz/offers";
import type { QuizRoadmaps } from "../business-quiz/results.server";
import type { ToolId } from "../definitions";
import type { SalesBlocksResult } from "../sales-blocks/scoring";
import type { WorkshopBlueprint } from "../workshop-builder/blueprint";
import type { AgendaItem } from "../workshop-builder/plan-content";
import type { StoredResult } from "./stored-result.server";

/** The stored result of one tool, as its schema returns it. */
type Stored<Tool extends ToolId> = Extract<StoredResult, { tool: Tool }>;
/** Omit over each member of a union (TypeScript's own Omit merges them). */
type Without<Union, Key extends PropertyKey> = Union extends unknown ? Omit<Union, Key> : never;

/**
 * What a result page shows for each tool: the stored result (its types come from the schema
 * that checks it) plus what the server works out or adds for this visitor.
 */
export type ResultView =
  | {
      tool: "workshop-builder";
      industry: Stored<"workshop-builder">["answers"]["industry"];
      plan: WorkshopBlueprint;
      agenda: AgendaItem[];
      nextSteps: string[];
      pack: PackOffer;
    }
  | (Stored<"ai-business-quiz"> & {
      /** Present only for a browser that has subscribed. */
      roadmaps?: QuizRoadmaps;
      offers: QuizOffers;
    })
  | { tool: "sales-blocks"; report: SalesBlocksResult }
  // Whether a model or the built-in generator wrote it is not shown.
  | Without<Stored<"sprint-planner" | "industry-ai-translator" | "workshop-landing-builder">, "source">;

/** Each result page's title (as its heading reads). */
export const RESULT_TITLES: Record<ToolId, string> = {
  "workshop-builder": "Your Personalized Workshop Blueprint",
  "ai-business-quiz": "Your AI Business Blueprint",
  "sales-blocks": "Your Sales Blocks Report",
  "sprint-planner": "Your 90-Day Sprint Plan",
  "industry-ai-translator": "Your AI Explanation Package",
  "workshop-landing-builder": "Your Landing Page",
};
