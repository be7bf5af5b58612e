import { WorkshopBuilder } from "~/components/tools/workshop-builder/WorkshopBuilder";
import { findTool, toolPageSeo } from "~/modules/tools/definitions";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/tools.workshop-builder";

export default function WorkshopBuilderRoute() {
  return <WorkshopBuilder basePath="/tools/workshop-builder" />;
}

const tool = findTool("workshop-builder");

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, toolPageSeo(tool, { keywords: ["AI workshop", "workshop pricing", "AI training business"] }));
