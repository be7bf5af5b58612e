import { describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  learningResourceJsonLd,
  minutesDuration,
  seriesJsonLd,
  websiteJsonLd,
} from "./structured-data";

const site = { name: "AI Business Playbooks", url: "https://example.com", newsletterUrl: "https://news.example.com" };

describe("JSON-LD", () => {
  it("gives the home page a WebSite with a catalog search action", () => {
    expect(websiteJsonLd(site)).toMatchObject({
      "@type": "WebSite",
      url: "https://example.com/",
      potentialAction: { target: { urlTemplate: "https://example.com/catalog?search={search_term_string}" } },
    });
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    expect(
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Catalog", path: "/catalog" },
      ]),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: "https://example.com/" },
        { position: 2, name: "Catalog", item: "https://example.com/catalog" },
      ],
    });
  });

  it("describes a part as an Article and LearningResource inside its playbook", () => {
    const part = learningResourceJsonLd(site, {
      title: "Tokens",
      description: "How context works.",
      path: "/catalog/ai/tokens",
      wordCount: 612,
      readingTimeMinutes: 4,
      keywords: ["tokens", "context"],
      publishedAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-02-01T00:00:00.000Z",
      partOf: { title: "AI Fundamentals", path: "/catalog/ai" },
    });
    expect(part).toMatchObject({
      "@type": ["Article", "LearningResource"],
      timeRequired: "PT4M",
      keywords: "tokens, context",
      datePublished: "2025-01-01T00:00:00.000Z",
      dateModified: "2025-02-01T00:00:00.000Z",
      isPartOf: { url: "https://example.com/catalog/ai" },
    });
    expect(minutesDuration(16.4)).toBe("PT16M");
  });

  it("lists a series' playbooks as a Course, and a page's questions", () => {
    const series = seriesJsonLd(site, {
      title: "BATON Basics",
      description: "Five pillars.",
      path: "/series/baton-basics",
      playbooks: [{ title: "Business", slug: "business-fundamentals" }],
    });
    expect(series).toMatchObject({
      "@type": "Course",
      provider: { name: "AI Business Playbooks" },
      hasPart: [{ url: "https://example.com/catalog/business-fundamentals" }],
    });
    expect(faqJsonLd([{ question: "Q?", answer: "A." }])).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { text: "A." } }],
    });
  });
});
