import { describe, expect, it } from "vitest";
import { readBeacon } from "./beacon.server";

describe("readBeacon", () => {
  it("accepts each event a browser sends", () => {
    for (const event of [
      { name: "pageview", path: "/tools" },
      { name: "read", subject: "vibe-coding", position: 2, amount: 50, path: "/catalog/vibe-coding/two" },
      { name: "tool_step", subject: "sales-blocks", position: 4, path: "/tools/sales-blocks?step=4" },
      { name: "search", subject: "prompts", amount: 0, path: "/catalog?search=prompts" },
      { name: "outbound", subject: "newsletter", variant: "https://news.example/", path: "/" },
    ])
      expect(readBeacon(JSON.stringify(event))).toEqual({ ok: true, event });
  });

  it("refuses what is not an event this site records, saying why", () => {
    expect(readBeacon("{")).toEqual({ ok: false, error: "The event is not valid JSON." });
    const refused = [
      { name: "purchase", path: "/" },
      // E-mails left are recorded by the server when the lead is stored, never taken from a browser.
      { name: "tool_email", subject: "ai-business-quiz", path: "/" },
      { name: "read", subject: "x", position: 1, amount: 60, path: "/" },
      { name: "pageview", path: "https://elsewhere.example/" },
      { name: "outbound", subject: "ads", variant: "https://x.example", path: "/" },
    ];
    for (const event of refused) {
      const result = readBeacon(JSON.stringify(event));
      expect(result.ok, JSON.stringify(event)).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/^Not an event this site records: /);
    }
  });
});
