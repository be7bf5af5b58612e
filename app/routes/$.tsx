import { NotFound } from "~/components/errors/NotFound";
import { seoMeta } from "~/modules/seo/meta";
import { publicPage } from "~/modules/page-scripts/handle";
import { customRedirectFor, customRedirectResponse } from "~/modules/redirects/lookup.server";
import { pageNotFound } from "~/modules/site/not-found.server";
import type { Route } from "./+types/$";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The owner's redirects answer here for a page's data too (a document's 404 asks them in entry.server.tsx).
  const moved = await customRedirectFor(context, url);
  if (moved) throw customRedirectResponse(moved);
  context.logger.warn({ path: url.pathname }, "page not found");
  return pageNotFound(context);
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  return <NotFound popular={loaderData.popular} />;
}

// The same for every visitor; a 404 is never stored, and draws on the render budget.
export const handle = publicPage();

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Page not found", noindex: true });
