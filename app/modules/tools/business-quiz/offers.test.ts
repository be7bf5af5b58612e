import { describe, expect, it } from "vitest";
import { quizOffers } from "./offers";

const NEWSLETTER_URL = "https://newsletter.example";

describe("quizOffers", () => {
  it("leaves an offer out when its URL is unset, instead of pointing it at the newsletter", () => {
    expect(quizOffers({ NEWSLETTER_URL })).toEqual({
      workshopKit: undefined,
      content: undefined,
      automation: undefined,
      newsletter: NEWSLETTER_URL,
    });
  });

  it("links each configured offer to its own page", () => {
    const offers = quizOffers({
      NEWSLETTER_URL,
      WORKSHOP_KIT_URL: "https://kit.example",
      CONTENT_OFFER_URL: "https://content.example",
      AUTOMATION_OFFER_URL: "https://automation.example",
    });
    expect(offers).toEqual({
      workshopKit: "https://kit.example",
      content: "https://content.example",
      automation: "https://automation.example",
      newsletter: NEWSLETTER_URL,
    });
  });
});
