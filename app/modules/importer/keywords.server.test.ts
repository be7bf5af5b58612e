import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NO_IMAGES, assemblePlaybook } from "./assemble.server";
import { combineScores, focusKeywords, nounPhrases, scoreTerms, topKeywords } from "./keywords.server";
import { parsePlaybookHtml } from "./parse";
import { decodeHtmlSource } from "./source";

const FIXTURES = path.resolve("tests/fixtures/import");

function importFixture(name: string) {
  const parsed = parsePlaybookHtml(decodeHtmlSource(fs.readFileSync(path.join(FIXTURES, name)), 10_000_000), name);
  const playbook = assemblePlaybook(parsed, NO_IMAGES, { fileName: name, importedAt: "2025-01-01T00:00:00.000Z" });
  return { ...playbook, focusKeywords: (playbook.content as { focusKeywords: string[] }).focusKeywords };
}

describe("noun phrases", () => {
  it("keeps nouns and noun runs in their dictionary form, and drops verbs, stop words and durations", () => {
    expect(nounPhrases("Send the list every week. Build a value ladder and handle price objections.")).toEqual([
      "list",
      "value ladder",
      "price objection",
    ]);
  });

  it("keeps acronyms' capitals, ends a run at punctuation and drops a noun hyphenated to something else", () => {
    expect(nounPhrases("AI agents, invoices. The first-line support desk.")).toEqual([
      "AI agent",
      "invoice",
      "support desk",
    ]);
  });

  it("ignores words of 3 characters or fewer, numbers and addresses", () => {
    expect(nounPhrases("The CRM and 2026 figures at https://example.com or me@example.com.")).toEqual(["figure"]);
  });
});

describe("keyword ranking", () => {
  it("prefers what the headings name over generic nouns that are merely frequent", () => {
    const body = "Send it at the same time. Time matters; make time, find time. The list grows. Email list tips.";
    const keywords = topKeywords(scoreTerms({ headings: ["Grow your email list"], body }));
    expect(keywords[0]).toBe("email list");
    expect(keywords).not.toContain("send");
  });

  it("drops a 'Part 2:' marker from headings but keeps what follows it", () => {
    const keywords = topKeywords(scoreTerms({ headings: ["Part 2: Pricing retainers"], body: "" }));
    expect(keywords).toEqual(["pricing retainer"]);
  });

  it("adds up parts and caps the list at 10", () => {
    const parts = Array.from({ length: 12 }, (_, n) =>
      scoreTerms({ headings: [], body: `Topic${String.fromCharCode(97 + n)} matters.` }),
    );
    expect(topKeywords(combineScores(parts))).toHaveLength(10);
  });

  it("puts keywords whose words are all in the title first and keeps at most 5 focus keywords", () => {
    const keywords = ["client", "pricing", "value ladder", "offer", "tier", "AI service", "retainer"];
    expect(focusKeywords("Pricing Your AI Services", keywords)).toEqual([
      "pricing",
      "AI service",
      "client",
      "value ladder",
      "offer",
    ]);
  });
});

describe("keywords of real exported pages", () => {
  it("a Google Docs guide on pricing: its heading phrases, no instructions' verbs", () => {
    const playbook = importFixture("google-docs-export.html");
    expect(playbook.keywords).toEqual(expect.arrayContaining(["value ladder", "price objection", "pricing"]));
    for (const verb of ["build", "raise", "handle", "package your offer"])
      expect(playbook.keywords).not.toContain(verb);
    expect(playbook.focusKeywords).toContain("pricing");
  });

  it("a Notion page on a content engine: its subject, not how often it posts", () => {
    const playbook = importFixture("notion-export.html");
    expect(playbook.keywords).toEqual(expect.arrayContaining(["content engine", "pillar idea", "newsletter"]));
    for (const generic of ["week", "send", "start", "turn"]) expect(playbook.keywords).not.toContain(generic);
  });

  it("every fixture keeps the spec's caps: 10 keywords, 5 focus keywords, and per part 10", () => {
    for (const name of ["wordpress-post.html", "saved-news-page.html", "no-headings.html"]) {
      const playbook = importFixture(name);
      expect(playbook.keywords.length).toBeGreaterThan(3);
      expect(playbook.keywords.length).toBeLessThanOrEqual(10);
      expect(playbook.focusKeywords.length).toBeLessThanOrEqual(5);
      for (const part of playbook.parts) expect(part.keywords.length).toBeLessThanOrEqual(10);
    }
  });
});
