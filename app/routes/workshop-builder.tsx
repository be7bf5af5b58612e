import { WorkshopBuilder } from "~/components/tools/workshop-builder/WorkshopBuilder";
import { findTool, toolPageSeo } from "~/modules/tools/definitions";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/workshop-builder";

/** The Workshop Builder's short address: the same screen, with /tools/workshop-builder as canonical. */
export default function WorkshopBuilderShortRoute() {
  return <WorkshopBuilder basePath="/workshop-builder" />;
}

const tool = findTool("workshop-builder");

export const meta: Route.MetaFunction = (args) => seoMeta(args, toolPageSeo(tool));
