import { BusinessQuiz } from "~/components/tools/business-quiz/BusinessQuiz";
import { finishWizard } from "~/modules/tools/results/actions.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/tools.ai-business-quiz-intro";

export function action({ request, context }: Route.ActionArgs) {
  return finishWizard(request, context, "ai-business-quiz");
}

export default function AiBusinessQuizIntroRoute() {
  return <BusinessQuiz withIntro />;
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Find Your Perfect AI Business Path",
    description:
      "Five questions, less than 2 minutes: discover which AI business model fits your skills, working style and income goal.",
    canonicalPath: "/tools/ai-business-quiz-intro",
  });
