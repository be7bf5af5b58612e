import { describe, expect, it } from "vitest";
import { buildWorkshopBlueprint } from "./blueprint";
import { formatMoney } from "./money";
import { EMPTY_WORKSHOP_ANSWERS, type WorkshopAnswers } from "./options";

const complete: WorkshopAnswers = {
  industry: "Marketing",
  audienceLevel: "never",
  strength: "industry",
  deliveryStyle: "intro",
  location: "uk",
  marketType: "public",
  frequency: "trial",
};

const blueprint = (changes: Partial<WorkshopAnswers>) => buildWorkshopBlueprint({ ...complete, ...changes });

describe("workshop pricing", () => {
  it("starts at 500 in the UK, EU and elsewhere and 800 in the US", () => {
    expect(blueprint({ location: "uk" }).sessionPrice).toBe(500);
    expect(blueprint({ location: "eu" }).sessionPrice).toBe(500);
    expect(blueprint({ location: "other" }).sessionPrice).toBe(500);
    expect(blueprint({ location: "us" }).sessionPrice).toBe(800);
  });

  it("multiplies by 1.5 for the private market only", () => {
    expect(blueprint({ marketType: "private" }).sessionPrice).toBe(750);
    expect(blueprint({ marketType: "mixed" }).sessionPrice).toBe(500);
    expect(blueprint({ marketType: "public" }).sessionPrice).toBe(500);
  });

  it("doubles for the intensive style only", () => {
    expect(blueprint({ deliveryStyle: "intensive" }).sessionPrice).toBe(1000);
    expect(blueprint({ deliveryStyle: "hands-on" }).sessionPrice).toBe(500);
  });

  it("multiplies by 1.3 for an experimenting audience only", () => {
    expect(blueprint({ audienceLevel: "experimenting" }).sessionPrice).toBe(650);
    expect(blueprint({ audienceLevel: "basic" }).sessionPrice).toBe(500);
  });

  it("combines every multiplier", () => {
    const all = { location: "us", marketType: "private", deliveryStyle: "intensive", audienceLevel: "experimenting" };
    expect(blueprint(all).sessionPrice).toBe(3120);
    expect(blueprint({ ...all, location: "uk" }).sessionPrice).toBe(1950);
  });

  it("shows a range of 0.8x to 1.4x, rounded down", () => {
    expect(blueprint({}).priceRange).toEqual({ low: 400, high: 700 });
    expect(blueprint({ audienceLevel: "experimenting", marketType: "private" }).priceRange).toEqual({
      low: 780,
      high: 1365,
    });
    // 1040 × 0.8 and × 1.4 are whole numbers; float drift must not round them down by one.
    expect(blueprint({ location: "us", audienceLevel: "experimenting" }).priceRange).toEqual({ low: 832, high: 1456 });
  });

  it("uses $ for the US and £ everywhere else", () => {
    expect(blueprint({ location: "us" }).currency).toBe("$");
    for (const location of ["uk", "eu", "other"]) expect(blueprint({ location }).currency).toBe("£");
  });
});

describe("sessions and monthly revenue", () => {
  it("plans 1, 2 or 4 sessions a month for trial, monthly and weekly", () => {
    expect(blueprint({ frequency: "trial" }).sessionsPerMonth).toBe(1);
    expect(blueprint({ frequency: "monthly" }).sessionsPerMonth).toBe(2);
    expect(blueprint({ frequency: "weekly" }).sessionsPerMonth).toBe(4);
  });

  it("multiplies sessions by the session price", () => {
    expect(blueprint({ frequency: "weekly" }).monthlyRevenue).toBe(2000);
    expect(blueprint({ frequency: "monthly", location: "us", deliveryStyle: "intensive" }).monthlyRevenue).toBe(3200);
  });
});

describe("format name and style", () => {
  it("names the format by audience level", () => {
    expect(blueprint({ audienceLevel: "never" }).formatName).toBe("AI Fundamentals Workshop");
    expect(blueprint({ audienceLevel: "basic", industry: "Real estate" }).formatName).toBe("AI for Real Estate Teams");
    expect(blueprint({ audienceLevel: "basic", industry: "HR" }).formatName).toBe("AI for HR Teams");
    expect(blueprint({ audienceLevel: "experimenting" }).formatName).toBe("Advanced AI Implementation Workshop");
  });

  it("picks the style by strength", () => {
    expect(blueprint({ strength: "industry" }).style).toBe("Presentation + Discussion");
    expect(blueprint({ strength: "facilitation" }).style).toBe("Interactive Workshop");
    expect(blueprint({ strength: "tools" }).style).toBe("Hands-on Demo + Practice");
  });

  it("shows the delivery style's duration", () => {
    expect(blueprint({ deliveryStyle: "intro" }).duration).toBe("60 min");
    expect(blueprint({ deliveryStyle: "hands-on" }).duration).toBe("60-90 min");
    expect(blueprint({ deliveryStyle: "intensive" }).duration).toBe("3-6 hours");
  });
});

describe("confidence", () => {
  it("is 60 plus 5 per filled answer, capped at 95", () => {
    expect(buildWorkshopBlueprint(EMPTY_WORKSHOP_ANSWERS).confidence).toBe(60);
    expect(buildWorkshopBlueprint({ ...EMPTY_WORKSHOP_ANSWERS, industry: "Legal", location: "uk" }).confidence).toBe(
      70,
    );
    expect(blueprint({}).confidence).toBe(95);
  });
});

describe("formatMoney", () => {
  it("prefixes the currency and groups thousands", () => {
    expect(formatMoney("£", 1365)).toBe("£1,365");
    expect(formatMoney("$", 800)).toBe("$800");
  });
});
