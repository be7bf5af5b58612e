/** Public facts about the site that pages need for links and metadata (from the root loader). */
export interface SiteInfo {
  name: string;
  url: string;
  newsletterUrl: string;
}

export const THEME_COLOR = "#6366f1";
export const DEFAULT_DESCRIPTION =
  "Step-by-step playbooks, daily AI briefings and free tools for entrepreneurs building AI-powered businesses.";
export const DEFAULT_SHARE_IMAGE = "/og-image.png";
