import type { Config } from "~/config.server";
import type { SiteInfo } from "~/modules/seo/site";

/** The public facts about the site that every page gets from the root loader, from the site's settings. */
export function siteInfo(
  config: Pick<Config, "SITE_NAME" | "SITE_URL" | "NEWSLETTER_URL" | "SITE_DESCRIPTION" | "SITE_SHARE_IMAGE">,
): SiteInfo {
  return {
    name: config.SITE_NAME,
    url: config.SITE_URL,
    newsletterUrl: config.NEWSLETTER_URL,
    ...(config.SITE_DESCRIPTION ? { description: config.SITE_DESCRIPTION } : {}),
    ...(config.SITE_SHARE_IMAGE ? { shareImage: config.SITE_SHARE_IMAGE } : {}),
  };
}
