import { describe, expect, it } from "vitest";
import { draftFromForm, draftToForm, parseKeywordList, validateDraft, type PlaybookDraft } from "./playbook-draft";

function draft(overrides: Partial<PlaybookDraft> = {}): PlaybookDraft {
  return {
    slug: "pricing",
    version: 3,
    title: "Pricing",
    description: "How to price.",
    aiCategories: ["ai-business"],
    batonCategories: ["offer"],
    urlSlug: "pricing",
    parts: [{ title: "One", html: "<p>Hi</p>", slug: "one", storedSlug: "one" }],
    metaDescription: "",
    keywords: "",
    ...overrides,
  };
}

describe("parseKeywordList", () => {
  it("splits at commas, trims and drops empty entries", () => {
    expect(parseKeywordList(" ai,  pricing ,, ,workshops ,")).toEqual(["ai", "pricing", "workshops"]);
    expect(parseKeywordList("")).toEqual([]);
  });
});

describe("draftFromForm", () => {
  it("pairs part titles with their bodies in form order and collects the checked categories", () => {
    const form = new FormData();
    for (const [name, value] of [
      ["slug", "pricing"],
      ["version", "3"],
      ["title", "Pricing"],
      ["ai", "ai-business"],
      ["ai", "ai-building"],
      ["partTitle", "One"],
      ["partHtml", "<p>1</p>"],
      ["partTitle", "Two"],
      ["partHtml", "<p>2</p>"],
    ]) {
      form.append(name!, value!);
    }
    expect(draftFromForm(form)).toMatchObject({
      version: 3,
      aiCategories: ["ai-business", "ai-building"],
      batonCategories: [],
      parts: [
        { title: "One", html: "<p>1</p>" },
        { title: "Two", html: "<p>2</p>" },
      ],
    });
  });
});

describe("draftToForm", () => {
  it("sends a draft the way the form does: the server reads back exactly the draft", () => {
    const sent = draft({
      batonCategories: ["offer", "test"],
      parts: [
        { title: "One", html: "<p>1</p>", slug: "one", storedSlug: "one" },
        { title: "Two & more", html: "", slug: "", storedSlug: "" },
      ],
      keywords: "ai, pricing",
    });
    const form = new FormData();
    for (const [name, value] of draftToForm(sent)) form.append(name, value);
    expect(draftFromForm(form)).toEqual(sent);
  });
});

describe("validateDraft", () => {
  it("accepts a complete draft and trims its text", () => {
    const result = validateDraft(draft({ title: "  Pricing  " }));
    expect(result).toMatchObject({ ok: true, draft: { title: "Pricing" } });
  });

  it("explains each problem in a sentence", () => {
    const result = validateDraft(
      draft({
        title: " ",
        parts: [],
        metaDescription: "x".repeat(161),
        keywords: Array.from({ length: 11 }, (_, n) => `k${n}`).join(","),
        aiCategories: ["not-a-category"],
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        "The title is required.",
        "Choose AI categories from the list.",
        "A playbook needs at least one part.",
        "The meta description must be 160 characters or fewer.",
        "Use at most 10 keywords.",
      ],
    });
  });
});
