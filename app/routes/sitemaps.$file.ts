import { buildSitemap } from "~/modules/sitemap/build.server";
import { XML_HEADERS } from "~/modules/sitemap/xml";
import { publicPage } from "~/modules/page-scripts/handle";
import type { Route } from "./+types/sitemaps.$file";

/** The parts of a sitemap too large for one file ("1.xml", "2.xml", …), listed by /sitemap.xml. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const number = /^(\d{1,4})\.xml$/.exec(params.file)?.[1];
  const { chunks } = await buildSitemap(context.db, context.config.SITE_URL);
  const chunk = number ? chunks[Number(number) - 1] : undefined;
  if (!chunk) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(chunk, { headers: XML_HEADERS });
}

export const handle = publicPage();
