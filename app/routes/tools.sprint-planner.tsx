import { SprintPlanner } from "~/components/tools/sprint-planner/SprintPlanner";
import { findTool, toolPageSeo } from "~/modules/tools/definitions";
import { generateAndShow } from "~/modules/tools/results/actions.server";
import { sprintAnswersSchema } from "~/modules/tools/sprint-planner/answers";
import { sprintPlanTask } from "~/modules/tools/sprint-planner/generate.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/tools.sprint-planner";

export async function action({ request, context }: Route.ActionArgs) {
  return generateAndShow(request, context, sprintAnswersSchema, sprintPlanTask, ({ value, source }) => ({
    tool: "sprint-planner",
    plan: value,
    source,
  }));
}

export default function SprintPlannerRoute({ actionData }: Route.ComponentProps) {
  return <SprintPlanner actionData={actionData} />;
}

const tool = findTool("sprint-planner");

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, toolPageSeo(tool, { keywords: ["90-day plan", "goal planner", "12 week year"] }));
