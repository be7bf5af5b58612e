import { describe, expect, it } from "vitest";
import { keywordWords, rankRelated, type Scorable } from "./related-reading";

const candidate = (id: string, tagScore: number, keywords: string[] = [], createdAt = "2026-01-01"): Scorable => ({
  id,
  tagScore,
  keywords,
  createdAt,
});

describe("keywordWords", () => {
  it("splits keyword phrases into the words that tell topics apart", () => {
    expect([...keywordWords(["AI content repurposing", "brand voice guide", "e-mail"])]).toEqual([
      "content",
      "repurposing",
      "brand",
      "voice",
      "mail",
    ]);
  });
});

describe("rankRelated", () => {
  const words = keywordWords(["cold email outreach", "lead generation"]);

  it("puts the playbooks sharing the most tags and keywords first, three of them", () => {
    const ranked = rankRelated(words, [
      candidate("tags-only", 5),
      candidate("tags-and-keywords", 4, ["outreach sequences", "lead scoring"]),
      candidate("weak", 1),
      candidate("keywords-only", 0, ["cold outreach", "email"]),
    ]);
    expect(ranked.map((entry) => entry.id)).toEqual(["tags-and-keywords", "tags-only", "keywords-only"]);
  });

  it("never offers the playbook itself, the next in its series, or one playbook twice", () => {
    const ranked = rankRelated(
      words,
      [candidate("self", 9), candidate("next-in-series", 8), candidate("a", 3), candidate("a", 3), candidate("b", 2)],
      new Set(["self", "next-in-series"]),
    );
    expect(ranked.map((entry) => entry.id)).toEqual(["a", "b"]);
  });

  it("prefers the newer playbook on a tie", () => {
    const ranked = rankRelated(words, [
      candidate("older", 2, [], "2025-01-01"),
      candidate("newer", 2, [], "2026-03-01"),
    ]);
    expect(ranked.map((entry) => entry.id)).toEqual(["newer", "older"]);
  });
});
