import { describe, expect, it } from "vitest";
import { ruleConflicts } from "./conflicts";
import type { RedirectRule } from "./rule";

const exact = (from: string, to: string): RedirectRule => ({ from, match: "exact", to, status: 301 });
const prefix = (from: string, to: string): RedirectRule => ({ from, match: "prefix", to, status: 301 });

describe("ruleConflicts", () => {
  it("finds nothing wrong with one hop to a page or another site", () => {
    expect(ruleConflicts([exact("/old", "/catalog"), prefix("/blog", "https://blog.example/*")], [])).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("finds a rule that leads to itself, at once or under its own prefix", () => {
    expect(ruleConflicts([exact("/old", "/old")], [])[0]).toMatch(/^Loop: \/old leads to \/old/);
    expect(ruleConflicts([prefix("/blog", "/blog/archive/*")], [])[0]).toMatch(/^Loop: \/blog\/\* leads/);
  });

  it("finds a loop through another rule, stored or in the same upload", () => {
    expect(ruleConflicts([exact("/a", "/b")], [exact("/b", "/a")])[0]).toBe(
      "Loop: /a → /b → /a leads back to where it started.",
    );
    const [first, second] = ruleConflicts([exact("/a", "/b"), exact("/b", "/a")], []);
    expect([first, second]).toEqual([expect.stringMatching(/^Loop/), expect.stringMatching(/^Loop/)]);
  });

  it("finds a chain of two hops, either way round", () => {
    expect(ruleConflicts([exact("/a", "/b")], [exact("/b", "/catalog")])[0]).toBe(
      "Chain: /b already redirects to /catalog (rule /b): point /a straight to /catalog.",
    );
    expect(ruleConflicts([exact("/b", "/catalog")], [exact("/a", "/b")])[0]).toMatch(
      /^Chain: \/a already redirects to \/b, which this rule would send on to \/catalog/,
    );
    // A prefix passing the rest on reaches a rule anywhere under its destination.
    expect(ruleConflicts([prefix("/blog", "/news/*")], [exact("/news/launch", "/catalog")])[0]).toMatch(/^Chain/);
  });

  it("lets a rule replace the stored one from the same old address", () => {
    expect(ruleConflicts([exact("/a", "/catalog")], [exact("/a", "/b"), exact("/b", "/tools")])).toEqual([undefined]);
  });
});
