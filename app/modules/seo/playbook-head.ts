import type { PlaybookForReading } from "~/db/queries/reader.server";
import { lastModified } from "~/modules/publishing/publication-date";
import type { PageSeo } from "./meta";
import { resolvePlaybookSeo } from "./playbook-seo";
import type { SiteInfo } from "./site";
import { breadcrumbJsonLd, learningResourceJsonLd } from "./structured-data";

/** What a playbook's pages need for their head, beside what the reader shows. */
export type PlaybookHeadInput = Pick<
  PlaybookForReading,
  | "slug"
  | "title"
  | "description"
  | "settings"
  | "keywords"
  | "wordCount"
  | "readingTimeMinutes"
  | "publishedAt"
  | "updatedAt"
> & {
  /** Its share image: the owner's, or the generated one. */
  shareImage: string;
};

const images = (playbook: PlaybookHeadInput) =>
  [playbook.shareImage, playbook.settings.featureImage].filter((image) => image !== "");

const articleTimes = (playbook: PlaybookHeadInput) => ({
  publishedTime: playbook.publishedAt,
  modifiedTime: lastModified(playbook.updatedAt, playbook.publishedAt),
});

/** The overview page's head: the owner's search and sharing settings, with their defaults. */
export function playbookOverviewSeo(site: SiteInfo, playbook: PlaybookHeadInput): PageSeo {
  const path = `/catalog/${playbook.slug}`;
  const seo = resolvePlaybookSeo(playbook, site.name, path);
  return {
    title: seo.title,
    fullTitle: true,
    description: seo.description,
    social: { title: seo.socialTitle, description: seo.socialDescription },
    keywords: playbook.keywords,
    canonicalPath: seo.canonical,
    image: playbook.shareImage,
    type: "article",
    article: articleTimes(playbook),
    jsonLd: [
      learningResourceJsonLd(site, { ...playbook, description: seo.description, path, images: images(playbook) }),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Playbook Catalog", path: "/catalog" },
        { name: playbook.title, path },
      ]),
    ],
  };
}

/** A part's head: named by the part first (so the parts differ), shared with the playbook's image. */
export function playbookPartSeo(
  site: SiteInfo,
  playbook: PlaybookHeadInput & { partCount: number },
  part: { title: string; slug: string; position: number; wordCount: number; readingTimeMinutes: number },
): PageSeo {
  const playbookPath = `/catalog/${playbook.slug}`;
  const path = `${playbookPath}/${part.slug}`;
  const { description: playbookDescription } = resolvePlaybookSeo(playbook, site.name, playbookPath);
  const description = `Part ${part.position} of ${playbook.partCount} of ${playbook.title}. ${playbookDescription}`;
  return {
    title: `${part.title} | ${playbook.title}`,
    description,
    keywords: playbook.keywords,
    canonicalPath: path,
    image: playbook.shareImage,
    type: "article",
    article: articleTimes(playbook),
    jsonLd: [
      learningResourceJsonLd(site, {
        ...playbook,
        ...part,
        description,
        path,
        images: images(playbook),
        partOf: { title: playbook.title, path: playbookPath },
      }),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Playbook Catalog", path: "/catalog" },
        { name: playbook.title, path: playbookPath },
        { name: part.title, path },
      ]),
    ],
  };
}
