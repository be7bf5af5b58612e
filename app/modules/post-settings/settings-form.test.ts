import { describe, expect, it } from "vitest";
import { settingsDraftFromForm, validateSettings, type PostSettingsDraft } from "./settings-form";

const draft: PostSettingsDraft = {
  version: 3,
  urlSlug: "pricing-ai-services",
  publishedAt: "",
  publishedAtLoaded: "",
  timeZone: "UTC",
  excerpt: "Charge for outcomes.",
  featureImage: "",
  featureImageAlt: "",
  metaTitle: "",
  metaDescription: "",
  canonicalUrl: "",
  socialTitle: "",
  socialDescription: "",
  socialImage: "",
  seriesId: "",
  seriesPosition: "",
  aiCategories: ["ai-business"],
  batonCategories: [],
};

const problems = (changes: Partial<PostSettingsDraft>) => {
  const result = validateSettings({ ...draft, ...changes });
  return result.ok ? [] : result.problems;
};

describe("settings validation", () => {
  it("accepts empty optional fields and trims what was typed", () => {
    const result = validateSettings({ ...draft, metaTitle: "  Pricing AI services  " });
    expect(result).toMatchObject({ ok: true, settings: { metaTitle: "Pricing AI services" } });
  });

  it("holds each text to its maximum, counted in characters people see", () => {
    expect(problems({ metaDescription: "x".repeat(161) })).toEqual([
      { field: "metaDescription", message: "The meta description can be at most 160 characters." },
    ]);
    expect(problems({ metaDescription: "é".repeat(160) })).toEqual([]);
    expect(problems({ socialTitle: "x".repeat(201) })[0]?.field).toBe("socialTitle");
  });

  it("takes a canonical address on http(s) or a path on this site, nothing else", () => {
    expect(problems({ canonicalUrl: "https://newsletter.example.com/p/pricing" })).toEqual([]);
    expect(problems({ canonicalUrl: "/catalog/pricing" })).toEqual([]);
    for (const bad of ["javascript:alert(1)", "//evil.example", "newsletter.example.com/p", "ftp://x.example"])
      expect(problems({ canonicalUrl: bad })[0]?.field).toBe("canonicalUrl");
  });

  it("takes only images stored on this site, and a feature image needs a description", () => {
    expect(problems({ socialImage: "https://tracker.example/pixel.png" })[0]?.field).toBe("socialImage");
    expect(problems({ featureImage: "/media/playbooks/pricing/ladder-3f2a-1600.webp" })).toEqual([
      { field: "featureImageAlt", message: "Describe the feature image for readers who cannot see it." },
    ]);
  });

  it("refuses a slug with nothing left, a position that is not a number and unknown categories", () => {
    expect(problems({ urlSlug: "!!!" })[0]?.field).toBe("urlSlug");
    expect(problems({ seriesPosition: "second" })[0]?.field).toBe("seriesPosition");
    expect(problems({ aiCategories: ["crypto"] })[0]?.field).toBe("aiCategories");
  });

  it("reads a Remove tick as clearing its image", () => {
    const form = new FormData();
    form.set("socialImage", "/share-images/a/b.png");
    form.set("removeSocialImage", "on");
    form.set("featureImage", "/media/x.webp");
    expect(settingsDraftFromForm(form)).toMatchObject({ socialImage: "", featureImage: "/media/x.webp" });
  });
});
