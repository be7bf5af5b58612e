import { WorkshopBuilder } from "~/components/tools/workshop-builder/WorkshopBuilder";
import { findTool, toolPageSeo } from "~/modules/tools/definitions";
import { finishWizard } from "~/modules/tools/results/actions.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/tools.workshop-builder";

export function action({ request, context }: Route.ActionArgs) {
  return finishWizard(request, context, "workshop-builder");
}

export default function WorkshopBuilderRoute() {
  return <WorkshopBuilder />;
}

const tool = findTool("workshop-builder");

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, toolPageSeo(tool, { keywords: ["AI workshop", "workshop pricing", "AI training business"] }));
