import { buildSitemap } from "~/modules/sitemap/build.server";
import { XML_HEADERS } from "~/modules/sitemap/xml";
import { publicPage } from "~/modules/page-scripts/handle";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ context }: Route.LoaderArgs) {
  const { xml } = await buildSitemap(context.db, context.config.SITE_URL);
  return new Response(xml, { headers: XML_HEADERS });
}

export const handle = publicPage();
