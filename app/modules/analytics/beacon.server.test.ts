import { describe, expect, it } from "vitest";
import { readBeacon } from "./beacon.server";
import { MAX_BEACON_EVENTS } from "./events";

const EVENTS = [
  { name: "pageview", path: "/tools" },
  { name: "read", subject: "vibe-coding", position: 2, amount: 50, path: "/catalog/vibe-coding/two" },
  { name: "tool_step", subject: "sales-blocks", position: 4, path: "/tools/sales-blocks?step=4" },
  { name: "search", subject: "prompts", amount: 0, path: "/catalog?search=prompts" },
  { name: "outbound", subject: "newsletter", variant: "https://news.example/", path: "/" },
];

describe("readBeacon", () => {
  it("accepts a page's events sent together", () => {
    expect(readBeacon(JSON.stringify(EVENTS))).toEqual({ events: EVENTS, error: undefined });
  });

  it("accepts one event alone, as page scripts still open in browsers send it", () => {
    for (const event of EVENTS)
      expect(readBeacon(JSON.stringify(event))).toEqual({ events: [event], error: undefined });
  });

  it("refuses what is not an event this site records, saying why", () => {
    expect(readBeacon("{")).toEqual({ events: [], error: "The beacon is not valid JSON." });
    const refused = [
      { name: "purchase", path: "/" },
      // E-mails left are recorded by the server when the lead is stored, never taken from a browser.
      { name: "tool_email", subject: "ai-business-quiz", path: "/" },
      { name: "read", subject: "x", position: 1, amount: 60, path: "/" },
      { name: "pageview", path: "https://elsewhere.example/" },
      { name: "outbound", subject: "ads", variant: "https://x.example", path: "/" },
    ];
    for (const event of refused) {
      const { events, error } = readBeacon(JSON.stringify(event));
      expect(events, JSON.stringify(event)).toEqual([]);
      expect(error).toMatch(/^Not an event this site records: /);
    }
  });

  it("leaves out the events of the owner's admin screens, as the server leaves their documents", () => {
    const admin = { name: "pageview", path: "/admin/insights?range=7d" };
    expect(readBeacon(JSON.stringify([admin, EVENTS[0], { ...admin, path: "/admin" }]))).toEqual({
      events: [EVENTS[0]],
      error: undefined,
    });
    expect(readBeacon(JSON.stringify({ name: "pageview", path: "/administration-guide" })).events).toHaveLength(1);
  });

  it("keeps the good events of a list beside a bad one, and names the bad one", () => {
    const { events, error } = readBeacon(JSON.stringify([EVENTS[0], { name: "purchase", path: "/" }, EVENTS[1]]));
    expect(events).toEqual([EVENTS[0], EVENTS[1]]);
    expect(error).toMatch(/^Event 2 of 3 is not an event this site records: /);
  });

  it("refuses an empty list and one longer than a page script ever sends", () => {
    const tooMany = Array.from({ length: MAX_BEACON_EVENTS + 1 }, () => EVENTS[0]);
    for (const list of [[], tooMany])
      expect(readBeacon(JSON.stringify(list))).toEqual({
        events: [],
        error: `A beacon carries 1 to ${MAX_BEACON_EVENTS} events.`,
      });
  });
});
