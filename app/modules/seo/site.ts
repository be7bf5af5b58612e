/** Public facts about the site that pages need for links and metadata (from the root loader). */
export interface SiteInfo {
  name: string;
  url: string;
  newsletterUrl: string;
  /** The owner's description of the site (Settings); pages without their own use it. */
  description?: string;
  /** The owner's default share image (Settings), a path on the site or an https address. */
  shareImage?: string;
}

/** The name a site has until its owner gives it one (Settings or SITE_NAME). */
export const DEFAULT_SITE_NAME = "AI Business Playbooks";
export const THEME_COLOR = "#6366f1";
export const DEFAULT_DESCRIPTION =
  "Step-by-step playbooks, daily AI briefings and free tools for entrepreneurs building AI-powered businesses.";
export const DEFAULT_SHARE_IMAGE = "/og-image.png";
