import { describe, expect, it } from "vitest";
import { eventRow } from "./event-row.server";

const visit = {
  visitor: "0123456789abcdef",
  device: "mobile" as const,
  siteHost: "playbooks.test",
  at: new Date("2026-03-01T23:59:30Z"),
};

describe("eventRow", () => {
  it("keeps a page view's path without its query, its campaign and the referring site", () => {
    const row = eventRow(
      {
        name: "pageview",
        path: "/catalog/vibe-coding/part-two?utm_source=linkedin&utm_medium=social&utm_campaign=spring&email=a@b.co",
        referrer: "https://www.linkedin.com/feed/",
      },
      visit,
    );
    expect(row).toEqual({
      occurred_at: "2026-03-01T23:59:30.000Z",
      day: "2026-03-01",
      name: "pageview",
      visitor: "0123456789abcdef",
      path: "/catalog/vibe-coding/part-two",
      referrer_host: "linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "spring",
      utm_term: null,
      utm_content: null,
      device: "mobile",
      subject: "vibe-coding",
      variant: null,
      position: null,
      amount: null,
    });
  });

  it("does not count this site, or a referrer that is no address, as a referrer", () => {
    expect(
      eventRow({ name: "pageview", path: "/", referrer: "https://playbooks.test/catalog" }, visit).referrer_host,
    ).toBeNull();
    expect(eventRow({ name: "pageview", path: "/", referrer: "not a url" }, visit).referrer_host).toBeNull();
    expect(eventRow({ name: "pageview", path: "/tools" }, visit).subject).toBeNull();
  });

  it("files the quiz's events under the variant its page is", () => {
    const intro = eventRow(
      { name: "tool_view", subject: "ai-business-quiz", path: "/tools/ai-business-quiz-intro?step=2" },
      visit,
    );
    const direct = eventRow(
      { name: "tool_email", subject: "ai-business-quiz", path: "/tools/ai-business-quiz?step=results" },
      visit,
    );
    expect([intro.variant, direct.variant]).toEqual(["intro", "direct"]);
    expect(
      eventRow({ name: "tool_view", subject: "sales-blocks", path: "/tools/sales-blocks" }, visit).variant,
    ).toBeNull();
  });

  it("keeps a reading depth, a step, a search and an outbound click in their own columns", () => {
    expect(
      eventRow({ name: "read", subject: "vibe-coding", position: 3, amount: 75, path: "/x" }, visit),
    ).toMatchObject({
      subject: "vibe-coding",
      position: 3,
      amount: 75,
    });
    expect(
      eventRow({ name: "search", subject: "  Prompt Packs ", amount: 0, path: "/catalog?search=x" }, visit),
    ).toMatchObject({
      subject: "prompt packs",
      amount: 0,
      path: "/catalog",
      utm_source: null,
    });
    expect(
      eventRow(
        { name: "outbound", subject: "offer", variant: "https://kit.example/buy", path: "/tools/ai-business-quiz" },
        visit,
      ),
    ).toMatchObject({ subject: "offer", variant: "https://kit.example/buy" });
  });

  it("files a path it cannot read under the home page", () => {
    expect(eventRow({ name: "pageview", path: "http://[" }, visit).path).toBe("/");
  });
});
