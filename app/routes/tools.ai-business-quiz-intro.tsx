import { BusinessQuiz } from "~/components/tools/business-quiz/BusinessQuiz";
import { loadQuizPage } from "~/modules/tools/business-quiz/results.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/tools.ai-business-quiz-intro";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadQuizPage(request, context);
}

export default function AiBusinessQuizIntroRoute({ loaderData }: Route.ComponentProps) {
  return <BusinessQuiz withIntro roadmaps={loaderData.roadmaps} offers={loaderData.offers} />;
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Find Your Perfect AI Business Path",
    description:
      "Five questions, less than 2 minutes: discover which AI business model fits your skills, working style and income goal.",
    canonicalPath: "/tools/ai-business-quiz-intro",
  });
