import { listNewestPlaybooks } from "~/db/queries/playbook-list.server";
import { categoryTitle } from "~/modules/catalog/categories";
import { FEED_SIZE, renderRssFeed } from "~/modules/seo/rss";
import { DEFAULT_DESCRIPTION } from "~/modules/seo/site";
import { publicPage } from "~/modules/page-scripts/handle";
import type { Route } from "./+types/rss[.]xml";

export async function loader({ context }: Route.LoaderArgs) {
  const playbooks = await listNewestPlaybooks(context.db, FEED_SIZE);
  const feed = renderRssFeed(
    { title: context.config.SITE_NAME, siteUrl: context.config.SITE_URL, description: DEFAULT_DESCRIPTION },
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
