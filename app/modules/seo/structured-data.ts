import { lastModified } from "~/modules/publishing/publication-date";
import { absoluteUrl } from "./meta";
import type { SiteInfo } from "./site";

/** schema.org JSON-LD for each page type; routes pass these to seoMeta's `jsonLd`. */
type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

function publisher(site: SiteInfo): JsonLd {
  return { "@type": "Organization", name: site.name, url: absoluteUrl(site, "/") };
}

/** ISO 8601 duration for schema.org's timeRequired: 17 -> "PT17M". */
export function minutesDuration(minutes: number): string {
  return `PT${Math.max(0, Math.round(minutes))}M`;
}

export function websiteJsonLd(site: SiteInfo): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: site.name,
    url: absoluteUrl(site, "/"),
    inLanguage: "en",
    publisher: publisher(site),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(site, "/catalog")}?search={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(site: SiteInfo, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

export interface LearningResourceInput {
  title: string;
  description: string;
  path: string;
  wordCount: number;
  readingTimeMinutes: number;
  keywords: readonly string[];
  /** The date it shows as published: when it went public, or the owner's date. */
  publishedAt: string;
  /** Its last save; dateModified is never earlier than datePublished. */
  updatedAt: string;
  /** Its share image and feature image, absolute or site-relative. */
  images?: readonly string[];
  /** For a part: the playbook it belongs to. */
  partOf?: { title: string; path: string };
}

/** A playbook or one of its parts: an Article that is also a LearningResource. */
export function learningResourceJsonLd(site: SiteInfo, input: LearningResourceInput): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": ["Article", "LearningResource"],
    headline: input.title.slice(0, 110),
    name: input.title,
    description: input.description,
    url: absoluteUrl(site, input.path),
    mainEntityOfPage: absoluteUrl(site, input.path),
    inLanguage: "en",
    wordCount: input.wordCount,
    timeRequired: minutesDuration(input.readingTimeMinutes),
    keywords: input.keywords.join(", "),
    datePublished: input.publishedAt,
    dateModified: lastModified(input.updatedAt, input.publishedAt),
    ...(input.images && input.images.length > 0 && { image: input.images.map((image) => absoluteUrl(site, image)) }),
    author: publisher(site),
    publisher: publisher(site),
    isAccessibleForFree: true,
    ...(input.partOf && {
      isPartOf: { "@type": "LearningResource", name: input.partOf.title, url: absoluteUrl(site, input.partOf.path) },
    }),
  };
}

export interface SeriesJsonLdInput {
  title: string;
  description: string;
  path: string;
  playbooks: readonly { title: string; slug: string }[];
}

/** A series is what schema.org calls a Course: playbooks meant to be read in order. */
export function seriesJsonLd(site: SiteInfo, input: SeriesJsonLdInput): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Course",
    name: input.title,
    description: input.description,
    url: absoluteUrl(site, input.path),
    inLanguage: "en",
    isAccessibleForFree: true,
    provider: publisher(site),
    hasPart: input.playbooks.map((playbook) => ({
      "@type": "LearningResource",
      name: playbook.title,
      url: absoluteUrl(site, `/catalog/${playbook.slug}`),
    })),
  };
}

/** A listing page (the catalog, a category) with the playbooks it shows. */
export function collectionJsonLd(
  site: SiteInfo,
  input: { title: string; description: string; path: string; items: readonly { title: string; slug: string }[] },
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "CollectionPage",
    name: input.title,
    description: input.description,
    url: absoluteUrl(site, input.path),
    mainEntity: {
      "@type": "ItemList",
      itemListElement: input.items.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: absoluteUrl(site, `/catalog/${item.slug}`),
        name: item.title,
      })),
    },
  };
}

export function faqJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
