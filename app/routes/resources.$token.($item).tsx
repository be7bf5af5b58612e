import { PackItemPage } from "~/components/resources/PackItemPage";
import { PackNotFound } from "~/components/resources/PackNotFound";
import { PackPage } from "~/components/resources/PackPage";
import { loadPackItemPage, loadPackPage } from "~/modules/resources/pack.server";
import { seoMeta } from "~/modules/seo/meta";
import { PRIVATE_PAGE } from "~/modules/page-scripts/handle";
import type { Route } from "./+types/resources.$token.($item)";

/** A lead's pack (/resources/<token>) and each of its items (/resources/<token>/<item>), in one module. */
export function loader({ params, context }: Route.LoaderArgs) {
  return params.item ? loadPackItemPage(context, params.token, params.item) : loadPackPage(context, params.token);
}

export default function ResourcePackRoute({ loaderData }: Route.ComponentProps) {
  return "item" in loaderData ? (
    <PackItemPage token={loaderData.token} item={loaderData.item} next={loaderData.next} />
  ) : (
    <PackPage token={loaderData.token} items={loaderData.items} />
  );
}

// Private to whoever holds the link: no cache may keep it.
export const handle = PRIVATE_PAGE;

/** A lead's private link: never listed by search engines. */
export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: args.data && "item" in args.data ? args.data.item.title : "Your Workshop Resources Pack",
    noindex: true,
  });

export function ErrorBoundary() {
  return <PackNotFound />;
}
