import { BusinessQuiz } from "~/components/tools/business-quiz/BusinessQuiz";
import { findTool, toolPageSeo } from "~/modules/tools/definitions";
import { finishWizard } from "~/modules/tools/results/actions.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/tools.ai-business-quiz";

export function action({ request, context }: Route.ActionArgs) {
  return finishWizard(request, context, "ai-business-quiz");
}

export default function AiBusinessQuizRoute() {
  return <BusinessQuiz withIntro={false} />;
}

const tool = findTool("ai-business-quiz");

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, toolPageSeo(tool, { keywords: ["AI business ideas", "AI business quiz", "AI side business"] }));
