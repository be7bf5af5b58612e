import { describe, expect, it } from "vitest";
import { EMPTY_POST_SETTINGS } from "~/db/post-settings";
import { lengthStatus, SEO_LENGTHS, truncateForDisplay } from "./lengths";
import { resolvePlaybookSeo, searchSnippet, socialCard } from "./playbook-seo";

const playbook = {
  title: "Pricing AI Services",
  description: "Charge for outcomes, not hours: a pricing ladder for a first AI service.",
  settings: EMPTY_POST_SETTINGS,
};
const SITE = "AI Business Playbooks";

describe("character counts", () => {
  it("says how a text fits: the default, within the recommendation, cut in results, or over the limit", () => {
    expect(lengthStatus("  ", SEO_LENGTHS.metaTitle)).toMatchObject({ count: 0, state: "empty" });
    expect(lengthStatus("Pricing AI Services", SEO_LENGTHS.metaTitle)).toEqual({
      count: 19,
      state: "fits",
      message: "19 of 60 characters.",
    });
    expect(lengthStatus("x".repeat(61), SEO_LENGTHS.metaTitle)).toMatchObject({
      state: "long",
      message: "61 characters: search results cut it after about 60.",
    });
    expect(lengthStatus("x".repeat(161), SEO_LENGTHS.metaDescription)).toMatchObject({
      state: "over",
      message: "161 characters: at most 160 can be saved. Remove 1.",
    });
  });

  it("counts characters as people see them, so an emoji or an accent is one", () => {
    expect(lengthStatus("Café 🚀", SEO_LENGTHS.metaTitle).count).toBe(6);
  });
});

describe("display truncation", () => {
  it("cuts at the last word break before the limit, with an ellipsis, and leaves short text whole", () => {
    expect(truncateForDisplay("Short title", 60)).toBe("Short title");
    const cut = truncateForDisplay(
      "Pricing AI services for outcomes rather than hours, with a ladder of three offers",
      60,
    );
    expect(cut).toBe("Pricing AI services for outcomes rather than hours, with a…");
    expect([...cut].length).toBeLessThanOrEqual(60);
  });
});

describe("resolved search and sharing texts", () => {
  it("falls back from the meta title to the title with the site name, and the descriptions to the excerpt", () => {
    const seo = resolvePlaybookSeo(playbook, SITE, "/catalog/pricing");
    expect(seo).toEqual({
      title: "Pricing AI Services | AI Business Playbooks",
      description: playbook.description,
      canonical: "/catalog/pricing",
      socialTitle: "Pricing AI Services",
      socialDescription: playbook.description,
    });
  });

  it("uses the owner's texts as typed, the social ones falling back to the meta ones", () => {
    const settings = {
      ...EMPTY_POST_SETTINGS,
      metaTitle: "How to Price an AI Service (2026 Guide)",
      metaDescription: "A pricing ladder that sells outcomes.",
      canonicalUrl: "https://newsletter.example.com/p/pricing",
    };
    const seo = resolvePlaybookSeo({ ...playbook, settings }, SITE, "/catalog/pricing");
    expect(seo).toMatchObject({
      title: "How to Price an AI Service (2026 Guide)",
      canonical: "https://newsletter.example.com/p/pricing",
      socialTitle: "How to Price an AI Service (2026 Guide)",
      socialDescription: "A pricing ladder that sells outcomes.",
    });
    const social = resolvePlaybookSeo(
      {
        ...playbook,
        settings: { ...settings, socialTitle: "Stop billing hours", socialDescription: "Sell outcomes." },
      },
      SITE,
      "/catalog/pricing",
    );
    expect(social).toMatchObject({ socialTitle: "Stop billing hours", socialDescription: "Sell outcomes." });
  });

  it("lays out a search result with the address as breadcrumbs, and a card with its host", () => {
    const seo = resolvePlaybookSeo(playbook, SITE, "/catalog/pricing-ai-services");
    expect(searchSnippet(seo, SITE, "https://playbooks.test")).toEqual({
      siteName: SITE,
      breadcrumb: "playbooks.test › catalog › pricing-ai-services",
      title: "Pricing AI Services | AI Business Playbooks",
      description: playbook.description,
    });
    expect(socialCard(seo, "https://playbooks.test", "/share.png")).toMatchObject({
      host: "playbooks.test",
      title: "Pricing AI Services",
    });
  });
});
