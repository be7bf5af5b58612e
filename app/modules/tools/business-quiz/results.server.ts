import type { RoadmapStep } from "./models";
import type { BusinessModelId } from "./questions";
import { ROADMAPS } from "./roadmaps.server";
import { topModels, type QuizAnswers } from "./scoring";

export type QuizRoadmaps = Partial<Record<BusinessModelId, readonly RoadmapStep[]>>;

/**
 * The roadmaps of the visitor's top models. Only for a browser that has subscribed: the caller
 * checks that on the server, so the browser never receives them otherwise.
 */
export function roadmapsFor(answers: QuizAnswers): QuizRoadmaps {
  return Object.fromEntries(topModels(answers).map((model) => [model.id, ROADMAPS[model.id]]));
}
