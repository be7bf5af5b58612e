import { SprintPlanner } from "~/components/tools/sprint-planner/SprintPlanner";
import { generationAction, readFormFields } from "~/modules/ai/run-generation.server";
import { findTool, toolPageSeo } from "~/modules/tools/definitions";
import { sprintAnswersSchema } from "~/modules/tools/sprint-planner/answers";
import { sprintPlanTask } from "~/modules/tools/sprint-planner/generate.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/tools.sprint-planner";

export async function action({ request, context }: Route.ActionArgs) {
  return generationAction(await readFormFields(request), context, sprintAnswersSchema, sprintPlanTask);
}

export default function SprintPlannerRoute({ actionData }: Route.ComponentProps) {
  return <SprintPlanner actionData={actionData} basePath="/tools/sprint-planner" />;
}

const tool = findTool("sprint-planner");

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, toolPageSeo(tool, { keywords: ["90-day plan", "goal planner", "12 week year"] }));
