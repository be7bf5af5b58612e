import { describe, expect, it } from "vitest";
import { INVALID_EMAIL_MESSAGE, leadPayloadSchema } from "./payload";

describe("lead payload", () => {
  it("fills the spec's defaults and derives currentTool from the lead magnet", () => {
    const lead = leadPayloadSchema.parse({ email: " Ada@Example.COM ", leadMagnet: "AI Business Quiz", utmSource: "" });
    expect(lead).toMatchObject({
      email: "ada@example.com",
      utmSource: "direct",
      utmMedium: "organic",
      utmCampaign: "unknown",
      referrer: "direct",
      leadMagnet: "AI Business Quiz",
      currentTool: "ai-business-quiz",
      isBot: false,
    });
  });

  it("keeps the tracking it is given and drops an unreadable first-visit time", () => {
    const lead = leadPayloadSchema.parse({
      email: "a@b.co",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "launch",
      utmTerm: "ai",
      utmContent: "post-1",
      referrer: "https://www.linkedin.com/",
      firstVisit: "yesterday",
      leadMagnet: "90-Day Sprint Planner",
    });
    expect(lead).toMatchObject({ utmSource: "linkedin", utmTerm: "ai", currentTool: "90-day-sprint-planner" });
    expect(lead.firstVisit).toBeUndefined();
  });

  it("refuses a missing or malformed e-mail with one clear message", () => {
    for (const email of [undefined, "", "not-an-email", "a@b", `${"x".repeat(250)}@example.com`]) {
      const result = leadPayloadSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INVALID_EMAIL_MESSAGE);
    }
  });

  it("flags the honeypot", () => {
    expect(leadPayloadSchema.parse({ email: "a@b.co", website: "http://spam" }).isBot).toBe(true);
  });
});
