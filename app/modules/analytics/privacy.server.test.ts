import { describe, expect, it } from "vitest";
import { asksNotToTrack, mayRecord, requestSignals } from "./privacy.server";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
const visit = (userAgent: string, optedOut = false) => ({ address: "198.51.100.4", userAgent, optedOut });

describe("mayRecord", () => {
  it("counts people's browsers", () => {
    expect(mayRecord(visit(CHROME))).toBe(true);
    expect(mayRecord(visit("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1"))).toBe(
      true,
    );
  });

  it("drops crawlers, headless browsers, scripts and clients without a user agent", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "python-requests/2.32",
      "",
    ])
      expect(mayRecord(visit(agent)), agent).toBe(false);
  });

  it("drops a visitor who asked not to be tracked", () => {
    expect(mayRecord(visit(CHROME, true))).toBe(false);
  });
});

describe("asksNotToTrack", () => {
  it("honours Do Not Track and Global Privacy Control", () => {
    const headers = (values: Record<string, string>) => (name: string) => values[name];
    expect(asksNotToTrack(headers({ dnt: "1" }))).toBe(true);
    expect(asksNotToTrack(headers({ "sec-gpc": "1" }))).toBe(true);
    expect(asksNotToTrack(headers({ dnt: "0" }))).toBe(false);
    expect(asksNotToTrack(headers({}))).toBe(false);
  });

  it("is read from a loader's request", () => {
    const request = new Request("https://playbooks.test/api/subscribe", {
      headers: { "User-Agent": CHROME, "Sec-GPC": "1" },
    });
    expect(requestSignals(request, "198.51.100.4")).toEqual({
      address: "198.51.100.4",
      userAgent: CHROME,
      optedOut: true,
    });
  });
});
