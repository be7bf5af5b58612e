import { BusinessQuiz } from "~/components/tools/business-quiz/BusinessQuiz";
import { loadQuizPage } from "~/modules/tools/business-quiz/results.server";
import { findTool, toolPageSeo } from "~/modules/tools/definitions";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/tools.ai-business-quiz";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadQuizPage(request, context);
}

export default function AiBusinessQuizRoute({ loaderData }: Route.ComponentProps) {
  return <BusinessQuiz withIntro={false} roadmaps={loaderData.roadmaps} offers={loaderData.offers} />;
}

const tool = findTool("ai-business-quiz");

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, toolPageSeo(tool, { keywords: ["AI business ideas", "AI business quiz", "AI side business"] }));
