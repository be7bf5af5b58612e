import { data } from "react-router";
import { NotFound } from "~/components/errors/NotFound";
import { seoMeta } from "~/modules/seo/meta";
import { publicPage } from "~/modules/page-scripts/handle";
import type { Route } from "./+types/$";

export function loader({ request, context }: Route.LoaderArgs) {
  context.logger.warn({ path: new URL(request.url).pathname }, "page not found");
  return data(null, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

// The same for every visitor; a 404 is never stored, and draws on the render budget.
export const handle = publicPage();

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Page not found", noindex: true });
