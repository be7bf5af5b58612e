import { data } from "react-router";
import { NotFound } from "~/components/errors/NotFound";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/$";

export function loader({ request, context }: Route.LoaderArgs) {
  context.logger.warn({ path: new URL(request.url).pathname }, "page not found");
  return data(null, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Page not found", noindex: true });
