import { PackNotFound } from "~/components/resources/PackNotFound";
import { PackPage } from "~/components/resources/PackPage";
import { loadPackPage } from "~/modules/resources/pack.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/resources.$token";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadPackPage(context, params.token);
}

export default function ResourcePackRoute({ loaderData }: Route.ComponentProps) {
  return <PackPage token={loaderData.token} items={loaderData.items} />;
}

/** A lead's private link: never listed by search engines. */
export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Your Workshop Resources Pack", noindex: true });

export function ErrorBoundary() {
  return <PackNotFound />;
}
