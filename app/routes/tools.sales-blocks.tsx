import { redirect } from "react-router";
import { SalesBlocksDiagnostic } from "~/components/tools/sales-blocks/SalesBlocksDiagnostic";
import { findTool, toolPageSeo } from "~/modules/tools/definitions";
import { finishWizard } from "~/modules/tools/results/actions.server";
import { newSeed, SEED_PATTERN } from "~/modules/tools/sales-blocks/shuffle";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/tools.sales-blocks";

/** Starting the questions fixes this visit's option order: a new seed goes into the URL once. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("step") && !SEED_PATTERN.test(url.searchParams.get("seed") ?? "")) {
    url.searchParams.set("seed", newSeed());
    throw redirect(`${url.pathname}${url.search}`);
  }
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return finishWizard(request, context, "sales-blocks");
}

export default function SalesBlocksRoute() {
  return <SalesBlocksDiagnostic />;
}

const tool = findTool("sales-blocks");

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, toolPageSeo(tool, { keywords: ["sales mindset", "fear of selling", "sales blocks quiz"] }));
