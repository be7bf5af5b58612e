import type { MetaDescriptor } from "react-router";
import { capMetaDescription } from "./meta-description";
import { DEFAULT_DESCRIPTION, DEFAULT_SHARE_IMAGE, DEFAULT_SITE_NAME, type SiteInfo } from "./site";

export interface PageSeo {
  title: string;
  /** The title is the whole <title> as the owner typed it: no site name is added. */
  fullTitle?: boolean;
  /** What share cards show instead of the title and description. */
  social?: { title: string; description: string };
  /** An article's publication and last change (article:published_time, article:modified_time). */
  article?: { publishedTime: string; modifiedTime: string };
  description?: string;
  keywords?: readonly string[];
  /** Path of the canonical URL; defaults to the current path. */
  canonicalPath?: string;
  /** Absolute or site-relative share image. */
  image?: string;
  noindex?: boolean;
  type?: "website" | "article";
  /** Structured data objects, each rendered as its own JSON-LD script. */
  jsonLd?: readonly object[];
}

export function absoluteUrl(site: Pick<SiteInfo, "url">, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${site.url}/`).toString();
}

/** "{title} | {site name}", unless the title already names the site. */
export function pageTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/** The complete head metadata for a page: title, description, canonical, social cards, robots. */
export function buildMeta(site: SiteInfo, currentPath: string, page: PageSeo): MetaDescriptor[] {
  const title = page.fullTitle ? page.title : pageTitle(page.title, site.name);
  const description = capMetaDescription(page.description ?? site.description ?? DEFAULT_DESCRIPTION);
  const canonical = absoluteUrl(site, page.canonicalPath ?? currentPath);
  const image = absoluteUrl(site, page.image ?? site.shareImage ?? DEFAULT_SHARE_IMAGE);
  const social = page.social ?? { title, description };
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: social.title },
    { property: "og:description", content: social.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: social.title },
    { name: "twitter:description", content: social.description },
    { name: "twitter:image", content: image },
  ];
  if (page.article)
    descriptors.push(
      { property: "article:published_time", content: page.article.publishedTime },
      { property: "article:modified_time", content: page.article.modifiedTime },
    );
  if (page.keywords && page.keywords.length > 0)
    descriptors.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.noindex) descriptors.push({ name: "robots", content: "noindex, follow" });
  for (const data of page.jsonLd ?? []) descriptors.push({ "script:ld+json": data });
  return descriptors;
}

interface MetaArgsLike {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  location: { pathname: string };
}

/** Reads the site info that the root loader provides; used by every route's `meta`. */
export function siteFromMatches(matches: MetaArgsLike["matches"]): SiteInfo {
  const root = matches.find((match) => match?.id === "root")?.data as { site?: SiteInfo } | undefined;
  return root?.site ?? { name: DEFAULT_SITE_NAME, url: "http://localhost:3000", newsletterUrl: "#" };
}

/** `export const meta = (args) => seoMeta(args, { title: … })` in a route module. */
export function seoMeta(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  return buildMeta(siteFromMatches(args.matches), args.location.pathname, page);
}
