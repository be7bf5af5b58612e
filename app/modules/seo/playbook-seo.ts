import type { StoredPostSettings } from "~/db/post-settings";
import { truncateForDisplay, SEO_LENGTHS } from "./lengths";
import { playbookMetaDescription } from "./meta-description";
import { pageTitle } from "./meta";

/** What a playbook's settings resolve to once defaults fill the blanks: the head, the previews and JSON-LD all read this. */
export interface ResolvedPlaybookSeo {
  /** The whole <title>: the owner's meta title as typed, else "{title} | {site}". */
  title: string;
  description: string;
  /** Absolute canonical address, or the path of its own page. */
  canonical: string;
  socialTitle: string;
  socialDescription: string;
}

export interface PlaybookSeoInput {
  title: string;
  /** The excerpt. */
  description: string;
  settings: StoredPostSettings;
}

/**
 * Defaults, in Ghost's order: the meta title falls back to the title; the meta description to
 * the excerpt; the social title to the meta title, then the title; the social description to
 * the meta description; the canonical address to the page's own.
 */
export function resolvePlaybookSeo(playbook: PlaybookSeoInput, siteName: string, path: string): ResolvedPlaybookSeo {
  const { settings } = playbook;
  const metaTitle = settings.metaTitle.trim();
  const description = playbookMetaDescription({
    metaDescription: settings.metaDescription,
    description: playbook.description,
  });
  return {
    title: metaTitle || pageTitle(playbook.title, siteName),
    description,
    canonical: settings.canonicalUrl.trim() || path,
    socialTitle: settings.socialTitle.trim() || metaTitle || playbook.title,
    socialDescription: settings.socialDescription.trim() || description,
  };
}

/** A search result as Google lays it out: the site's name, the address as breadcrumbs, the title and the description cut to fit. */
export interface SearchSnippet {
  siteName: string;
  breadcrumb: string;
  title: string;
  description: string;
}

export function searchSnippet(seo: ResolvedPlaybookSeo, siteName: string, siteUrl: string): SearchSnippet {
  const address = new URL(seo.canonical, `${siteUrl}/`);
  const segments = address.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  return {
    siteName,
    breadcrumb: [address.host, ...segments].join(" › "),
    title: truncateForDisplay(seo.title, SEO_LENGTHS.metaTitle.recommended),
    description: truncateForDisplay(seo.description, SEO_LENGTHS.metaDescription.recommended),
  };
}

/** A large-image share card as X and LinkedIn show it. */
export interface SocialCard {
  host: string;
  title: string;
  description: string;
  image: string;
}

export function socialCard(seo: ResolvedPlaybookSeo, siteUrl: string, image: string): SocialCard {
  return {
    host: new URL(seo.canonical, `${siteUrl}/`).host,
    title: truncateForDisplay(seo.socialTitle, SEO_LENGTHS.socialTitle.recommended),
    description: truncateForDisplay(seo.socialDescription, SEO_LENGTHS.socialDescription.recommended),
    image,
  };
}
