import { PackItemPage } from "~/components/resources/PackItemPage";
import { PackNotFound } from "~/components/resources/PackNotFound";
import { loadPackItemPage } from "~/modules/resources/pack.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/resources.$token_.$item";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadPackItemPage(context, params.token, params.item);
}

export default function ResourcePackItemRoute({ loaderData }: Route.ComponentProps) {
  return <PackItemPage token={loaderData.token} item={loaderData.item} next={loaderData.next} />;
}

/** Part of a lead's private pack: never listed by search engines. */
export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: args.data?.item.title ?? "Resources pack", noindex: true });

export function ErrorBoundary() {
  return <PackNotFound />;
}
