import { renderRobotsTxt } from "~/modules/sitemap/xml";
import { publicPage } from "~/modules/page-scripts/handle";
import type { Route } from "./+types/robots[.]txt";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRobotsTxt(context.config.SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

export const handle = publicPage();
