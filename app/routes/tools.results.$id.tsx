import { Link } from "react-router";
import { OutdatedResult } from "~/components/tools/results/OutdatedResult";
import { StoredResult } from "~/components/tools/results/StoredResult";
import { findTool } from "~/modules/tools/definitions";
import { loadResultPage } from "~/modules/tools/results/page.server";
import { RESULT_TITLES } from "~/modules/tools/results/views";
import { seoMeta } from "~/modules/seo/meta";
import { PRIVATE_PAGE } from "~/modules/page-scripts/handle";
import type { Route } from "./+types/tools.results.$id";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadResultPage(request, context, params.id);
}

export default function ToolResultRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === "outdated")
    return <OutdatedResult tool={loaderData.tool} resumePath={loaderData.resumePath} />;
  const { view, shareUrl, followUp, resultId, pack } = loaderData;
  return <StoredResult view={view} shareUrl={shareUrl} capture={{ followUp, resultId }} pack={pack} />;
}

// Private to whoever holds the link: no cache may keep it.
export const handle = PRIVATE_PAGE;

/** A visitor's own result: reachable by its link, never listed by search engines. */
export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: !args.data
      ? "Result not found"
      : args.data.status === "outdated"
        ? `Saved result from an earlier version: ${findTool(args.data.tool).title}`
        : `${RESULT_TITLES[args.data.view.tool]}: ${findTool(args.data.view.tool).title}`,
    noindex: true,
  });

export function ErrorBoundary() {
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-950">Result not found</h1>
      <p className="mt-2 max-w-xl text-slate-600">
        This link does not lead to a saved result. Check that it was copied whole, or run the tool again.
      </p>
      <Link to="/tools" className="mt-6 font-medium text-brand-700 hover:text-brand-900">
        Browse the free tools
      </Link>
    </main>
  );
}
