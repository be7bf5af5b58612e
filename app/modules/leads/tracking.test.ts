import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  TRACKING_STORAGE_KEY,
  firstVisitRecord,
  readTracking,
  rememberFirstVisit,
  trackLeadCompletion,
  trackingFields,
} from "./tracking";

function fakeBrowser(href: string, referrer = "") {
  const store = new Map<string, string>();
  vi.stubGlobal("window", {
    location: new URL(href),
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    },
  });
  vi.stubGlobal("document", { referrer });
  return store;
}

beforeEach(() => vi.useFakeTimers({ now: new Date("2026-03-01T09:00:00Z") }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("first-visit tracking", () => {
  it("reads the UTM parameters and defaults the referrer to direct", () => {
    expect(firstVisitRecord("https://site.test/tools?utm_source=x&utm_medium=social&utm_campaign=spring", "")).toEqual({
      utmSource: "x",
      utmMedium: "social",
      utmCampaign: "spring",
      referrer: "direct",
      landingPage: "/tools?utm_source=x&utm_medium=social&utm_campaign=spring",
      firstVisit: "2026-03-01T09:00:00.000Z",
    });
  });

  it("stores the first visit under one key and keeps it on later visits", () => {
    const store = fakeBrowser("https://site.test/?utm_source=linkedin", "https://www.linkedin.com/");
    rememberFirstVisit();
    (window as unknown as { location: URL }).location = new URL("https://site.test/tools?utm_source=google");
    rememberFirstVisit();
    expect([...store.keys()]).toEqual([TRACKING_STORAGE_KEY]);
    expect(readTracking()).toMatchObject({
      utmSource: "linkedin",
      referrer: "https://www.linkedin.com/",
      landingPage: "/?utm_source=linkedin",
    });
  });

  it("records the completed tool and fills the lead form's tracking fields", () => {
    fakeBrowser("https://site.test/tools/sales-blocks?utm_campaign=launch");
    trackLeadCompletion("Sales Blocks Diagnostic", "sales-blocks");
    expect(readTracking()).toMatchObject({
      leadMagnet: "Sales Blocks Diagnostic",
      currentTool: "sales-blocks",
      conversionPage: "/tools/sales-blocks",
    });
    expect(trackingFields()).toEqual({
      utmCampaign: "launch",
      referrer: "direct",
      landingPage: "/tools/sales-blocks?utm_campaign=launch",
      firstVisit: "2026-03-01T09:00:00.000Z",
      conversionPage: "/tools/sales-blocks",
    });
  });

  it("keeps working when storage refuses writes", () => {
    vi.stubGlobal("window", {
      location: new URL("https://site.test/"),
      localStorage: {
        getItem: () => null,
        setItem: () => {
          throw new Error("QuotaExceededError");
        },
      },
    });
    vi.stubGlobal("document", { referrer: "" });
    expect(() => trackLeadCompletion("AI Business Quiz", "ai-business-quiz")).not.toThrow();
    expect(trackingFields()).toMatchObject({ referrer: "direct", conversionPage: "/" });
  });
});
