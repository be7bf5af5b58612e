import type { AppContext } from "~/context";
import { hasSubscribed } from "~/modules/leads/subscriber-cookie.server";
import { QUIZ_STEPS, readQuizAnswers } from "./answers";
import type { RoadmapStep } from "./models";
import { quizOffers } from "./offers";
import type { BusinessModelId } from "./questions";
import { ROADMAPS } from "./roadmaps.server";
import { topModels } from "./scoring";

/**
 * The quiz page's server data: the roadmaps of the visitor's top models, but only for a
 * completed quiz and a browser that has subscribed; and the external offer links.
 */
export async function loadQuizPage(request: Request, context: AppContext) {
  const answers = readQuizAnswers(new URL(request.url).searchParams);
  const complete = QUIZ_STEPS.every((step) => step.isComplete(answers));
  let roadmaps: Partial<Record<BusinessModelId, readonly RoadmapStep[]>> | undefined;
  if (complete && (await hasSubscribed(request, context))) {
    roadmaps = Object.fromEntries(topModels(answers).map((model) => [model.id, ROADMAPS[model.id]]));
  }
  return { roadmaps, offers: quizOffers(context.config) };
}
