import { WorkshopBuilder } from "~/components/tools/workshop-builder/WorkshopBuilder";
import { findTool } from "~/modules/tools/definitions";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/tools.workshop-builder";

export default function WorkshopBuilderRoute() {
  return <WorkshopBuilder basePath="/tools/workshop-builder" />;
}

const tool = findTool("workshop-builder");

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: `${tool.title}: ${tool.subtitle}`,
    description: tool.description,
    canonicalPath: tool.route,
    keywords: ["AI workshop", "workshop pricing", "AI training business"],
  });
