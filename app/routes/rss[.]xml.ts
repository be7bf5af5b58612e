import { listNewestPlaybooks } from "~/db/queries/playbook-list.server";
import { categoryTitle } from "~/modules/catalog/categories";
import { FEED_SIZE, renderRssFeed } from "~/modules/seo/rss";
import { DEFAULT_DESCRIPTION } from "~/modules/seo/site";
import { publicPage } from "~/modules/page-scripts/handle";
import { siteConfig } from "~/modules/settings/site-config.server";
import type { Route } from "./+types/rss[.]xml";

export async function loader({ context }: Route.LoaderArgs) {
  const [playbooks, config] = await Promise.all([listNewestPlaybooks(context.db, FEED_SIZE), siteConfig(context)]);
  const feed = renderRssFeed(
    { title: config.SITE_NAME, siteUrl: config.SITE_URL, description: config.SITE_DESCRIPTION ?? DEFAULT_DESCRIPTION },
    playbooks.map((playbook) => ({
      title: playbook.title,
      path: `/catalog/${playbook.slug}`,
      description: playbook.description,
      category: categoryTitle(playbook.category),
      publishedAt: playbook.publishedAt,
    })),
  );
  return new Response(feed, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

export const handle = publicPage();
