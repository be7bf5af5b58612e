import { afterEach, describe, expect, it, vi } from "vitest";
import { trackEvent } from "./pixels";

afterEach(() => vi.unstubAllGlobals());

describe("trackEvent", () => {
  it("does nothing without a browser or trackers", () => {
    expect(() => trackEvent("email_subscribed")).not.toThrow();
    vi.stubGlobal("window", {});
    expect(() => trackEvent("email_subscribed")).not.toThrow();
  });

  it("sends analytics events and maps the subscription to the pixel's Lead event", () => {
    const gtag = vi.fn();
    const fbq = vi.fn();
    vi.stubGlobal("window", { gtag, fbq });
    trackEvent("email_subscribed", { lead_magnet: "AI Business Quiz" });
    trackEvent("resources_pack_viewed");
    expect(gtag).toHaveBeenCalledWith("event", "email_subscribed", { lead_magnet: "AI Business Quiz" });
    expect(fbq).toHaveBeenNthCalledWith(1, "track", "Lead", { lead_magnet: "AI Business Quiz" });
    expect(fbq).toHaveBeenNthCalledWith(2, "trackCustom", "resources_pack_viewed", {});
  });

  it("survives a tracker that throws", () => {
    vi.stubGlobal("window", {
      gtag: () => {
        throw new Error("blocked");
      },
    });
    expect(() => trackEvent("email_subscribed")).not.toThrow();
  });
});
