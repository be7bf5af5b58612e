import { data } from "react-router";
import { DESIGN_EXAMPLES } from "~/components/examples/registry";
import { loadAsDocument, STATIC_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/examples.$style";

export function loader({ params }: Route.LoaderArgs) {
  const example = DESIGN_EXAMPLES[params.style];
  if (!example) throw data(null, { status: 404 });
  return { style: params.style, name: example.name };
}

export const clientLoader = loadAsDocument;

export default function DesignExamplePage({ loaderData }: Route.ComponentProps) {
  return DESIGN_EXAMPLES[loaderData.style]!.render();
}

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: args.loaderData ? `Design example: ${args.loaderData.name}` : "Page not found",
    description: "A static design example for the playbook pages. The content and figures are samples.",
    noindex: true,
  });
