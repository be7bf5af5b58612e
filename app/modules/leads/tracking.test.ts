import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  LAST_TOUCH_STORAGE_KEY,
  TRACKING_STORAGE_KEY,
  readLastTouch,
  readTracking,
  rememberVisit,
  trackLeadCompletion,
  trackingFields,
} from "./tracking";

/** A browser on `href`; `visit` moves it to another page load, keeping its storage. */
function fakeBrowser(href: string, referrer = "") {
  const store = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  });
  const visit = (page: string, from = "") => {
    vi.stubGlobal("location", new URL(page));
    vi.stubGlobal("document", { referrer: from });
  };
  visit(href, referrer);
  return { store, visit };
}

beforeEach(() => vi.useFakeTimers({ now: new Date("2026-03-01T09:00:00Z") }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("rememberVisit", () => {
  it("stores the first visit's UTM parameters and landing page, the referrer defaulting to direct", () => {
    fakeBrowser("https://site.test/tools?utm_source=x&utm_medium=social&utm_campaign=spring");
    rememberVisit();
    const touch = {
      utmSource: "x",
      utmMedium: "social",
      utmCampaign: "spring",
      referrer: "direct",
      landingPage: "/tools?utm_source=x&utm_medium=social&utm_campaign=spring",
    };
    expect(readTracking()).toEqual({ ...touch, firstVisit: "2026-03-01T09:00:00.000Z" });
    expect(readLastTouch()).toEqual({ ...touch, lastVisit: "2026-03-01T09:00:00.000Z" });
  });

  it("makes a visit from another site a last touch, but not a direct one", () => {
    const browser = fakeBrowser("https://site.test/");
    rememberVisit();
    expect(readLastTouch()).toBeUndefined();
    browser.visit("https://site.test/catalog", "https://www.linkedin.com/");
    rememberVisit();
    expect(readLastTouch()).toMatchObject({ referrer: "https://www.linkedin.com/", landingPage: "/catalog" });
  });

  it("keeps the first visit and makes a later campaign visit the last touch", () => {
    const browser = fakeBrowser("https://site.test/catalog");
    rememberVisit();
    vi.setSystemTime(new Date("2026-03-05T10:00:00Z"));
    browser.visit("https://site.test/tools?utm_source=newsletter&utm_campaign=march", "");
    rememberVisit();

    expect([...browser.store.keys()].sort()).toEqual([TRACKING_STORAGE_KEY, LAST_TOUCH_STORAGE_KEY].sort());
    expect(readTracking()).toEqual({
      referrer: "direct",
      landingPage: "/catalog",
      firstVisit: "2026-03-01T09:00:00.000Z",
    });
    expect(readLastTouch()).toEqual({
      utmSource: "newsletter",
      utmCampaign: "march",
      referrer: "direct",
      landingPage: "/tools?utm_source=newsletter&utm_campaign=march",
      lastVisit: "2026-03-05T10:00:00.000Z",
    });
  });

  it("leaves the last touch alone on a direct return or a move within the site", () => {
    const browser = fakeBrowser("https://site.test/?utm_source=linkedin", "https://www.linkedin.com/");
    rememberVisit();
    browser.visit("https://site.test/tools", "");
    rememberVisit();
    browser.visit("https://site.test/catalog", "https://site.test/tools");
    rememberVisit();
    expect(readLastTouch()).toMatchObject({ utmSource: "linkedin", landingPage: "/?utm_source=linkedin" });
  });
});

describe("trackingFields", () => {
  it("sends the first touch under the spec's names and the last touch as last*", () => {
    const browser = fakeBrowser("https://site.test/", "https://www.google.com/");
    rememberVisit();
    browser.visit("https://site.test/tools/ai-business-quiz?utm_source=x&utm_medium=social&utm_campaign=spring");
    rememberVisit();
    expect(trackingFields()).toEqual({
      referrer: "https://www.google.com/",
      landingPage: "/",
      firstVisit: "2026-03-01T09:00:00.000Z",
      lastUtmSource: "x",
      lastUtmMedium: "social",
      lastUtmCampaign: "spring",
      lastReferrer: "direct",
      lastLandingPage: "/tools/ai-business-quiz?utm_source=x&utm_medium=social&utm_campaign=spring",
      lastVisit: "2026-03-01T09:00:00.000Z",
    });
  });

  it("uses the first touch as the last when no later visit came from elsewhere", () => {
    const browser = fakeBrowser("https://site.test/?utm_campaign=launch");
    rememberVisit();
    browser.store.delete(LAST_TOUCH_STORAGE_KEY);
    expect(trackingFields()).toMatchObject({
      utmCampaign: "launch",
      lastUtmCampaign: "launch",
      lastLandingPage: "/?utm_campaign=launch",
      lastVisit: "2026-03-01T09:00:00.000Z",
    });
  });

  it("records the completed tool with the page's query", () => {
    fakeBrowser("https://site.test/tools/sales-blocks?step=results");
    trackLeadCompletion("Sales Blocks Diagnostic", "sales-blocks");
    expect(readTracking()).toMatchObject({
      leadMagnet: "Sales Blocks Diagnostic",
      currentTool: "sales-blocks",
      conversionPage: "/tools/sales-blocks?step=results",
    });
  });

  it("keeps working when storage refuses writes", () => {
    fakeBrowser("https://site.test/");
    vi.stubGlobal("localStorage", {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    });
    expect(() => trackLeadCompletion("AI Business Quiz", "ai-business-quiz")).not.toThrow();
    expect(trackingFields()).toEqual({});
  });
});
