import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AnalyticsCollector, Outcome } from "~/modules/analytics/collector.server";
import type { RecordedEvent } from "~/modules/analytics/event-row.server";
import type { VisitSignals } from "~/modules/analytics/privacy.server";
import { createViewIds } from "~/modules/analytics/view-ids.server";
import { sampleRouteTable } from "../tests/support/route-manifest";
import { answerBeacon } from "./beacon";
import { countDocumentView } from "./document-views";
import { resolveRequestPage } from "./request-page";

const recorded: { signals: VisitSignals; event: RecordedEvent; view?: string }[] = [];
const refused: { reason: string; events: number }[] = [];
/** What the collector answers: a test sets "refused" to play a spent budget. */
let outcome: Outcome = "accepted";
const analytics: AnalyticsCollector = {
  record: (signals, event, view) => {
    if (outcome === "accepted") recorded.push({ signals, event, view });
    return outcome;
  },
  refuse: (_signals, reason, events) => void refused.push({ reason, events }),
  flush: async () => undefined,
  stop: async () => undefined,
  counts: () => ({ accepted: 0, written: 0, dropped: 0, buffered: 0 }),
};
const views = createViewIds("the analytics front test's secret");
const trustProxy = (address: string) => address === "127.0.0.1";
let base = "";
let server: http.Server;
const routes = sampleRouteTable();

/** The front handlers as server/app.ts mounts them; "the page" answers with what the query asks. */
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const page = resolveRequestPage(req, routes);
    if (answerBeacon(req, res, { analytics, views, trustProxy, siteOrigin: "https://playbooks.test" })) return;
    countDocumentView(req, res, { analytics, views, trustProxy, page });
    const url = new URL(req.url!, "http://x");
    res.writeHead(Number(url.searchParams.get("status") ?? 200), {
      "Content-Type": url.searchParams.get("type") ?? "text/html; charset=utf-8",
    });
    res.end("<!doctype html><p>page</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  recorded.length = 0;
  refused.length = 0;
  outcome = "accepted";
});

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
const navigate = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { "User-Agent": CHROME, "Sec-Fetch-Dest": "document", ...headers } });
/** The response's "finish" fires just after the client has the body. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
/** The page view id a document was served with, as its scripts read it. */
const viewIdOf = (response: Response) => /^view;desc=([\w-]+)$/.exec(response.headers.get("server-timing") ?? "")?.[1];

describe("page views counted by the server", () => {
  it("counts a document with its query and referrer, and the visitor behind a trusted proxy", async () => {
    await navigate("/catalog?utm_source=x", { Referer: "https://news.example/", "X-Forwarded-For": "198.51.100.23" });
    await settled();
    expect(recorded).toEqual([
      {
        signals: { address: "198.51.100.23", userAgent: CHROME, optedOut: false },
        event: { name: "pageview", path: "/catalog?utm_source=x", referrer: "https://news.example/" },
      },
    ]);
  });

  it("does not count prefetches, frames, data requests, admin or API answers, errors or other content", async () => {
    await navigate("/catalog", { "Sec-Purpose": "prefetch;prerender" });
    await navigate("/catalog", { "Sec-Fetch-Dest": "iframe" });
    await navigate("/catalog.data");
    await navigate("/admin/playbooks");
    await navigate("/nope?status=404");
    await navigate("/rss.xml?type=application/rss%2Bxml");
    await fetch(`${base}/catalog`, { method: "HEAD", headers: { "User-Agent": CHROME } });
    await settled();
    expect(recorded).toEqual([]);
  });

  it("passes the visitor's Do Not Track choice on (the collector drops it)", async () => {
    await navigate("/", { DNT: "1" });
    await settled();
    expect(recorded[0]?.signals.optedOut).toBe(true);
  });

  it("gives every HTML document, prerendered or revalidated, a page view id for its address, and nothing else one", async () => {
    const address = { "X-Forwarded-For": "198.51.100.23" };
    for (const response of [
      await navigate("/catalog", address),
      await navigate("/catalog", { ...address, "Sec-Purpose": "prefetch;prerender" }),
      await navigate("/catalog?status=304", address),
      await navigate("/admin/insights", address),
    ]) {
      const id = viewIdOf(response);
      expect(id, response.url).toMatch(/^[\w-]{27}$/);
      expect(views.verify(id, "198.51.100.23")).toBe(true);
      expect(views.verify(id, "198.51.100.24")).toBe(false);
    }
    for (const response of [await navigate("/catalog.data"), await navigate("/nope?status=404")])
      expect(response.headers.get("server-timing")).toBeNull();
  });
});

describe("the beacon endpoint", () => {
  /** Posts as a page does: with the id its document was served with (from this machine), unless `view` says otherwise. */
  async function post(
    body: string,
    { view, headers = {} }: { view?: string | null; headers?: Record<string, string> } = {},
  ) {
    const id = view === undefined ? viewIdOf(await navigate("/catalog", headers)) : view;
    recorded.length = 0;
    const query = id === null ? "" : `?v=${id}`;
    return fetch(`${base}/api/event${query}`, { method: "POST", body, headers: { "User-Agent": CHROME, ...headers } });
  }

  it("takes an event with 204 and records it under the page view it came from", async () => {
    const id = viewIdOf(await navigate("/tools/sales-blocks"));
    const response = await post(
      JSON.stringify({ name: "tool_view", subject: "sales-blocks", path: "/tools/sales-blocks" }),
      { view: id!, headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: base } },
    );
    expect(response.status).toBe(204);
    expect(recorded.map((entry) => [entry.event, entry.view])).toEqual([
      [{ name: "tool_view", subject: "sales-blocks", path: "/tools/sales-blocks" }, id],
    ]);
  });

  it("records a page's events sent in one beacon, each for the same visitor", async () => {
    const marks = [25, 50, 75, 100].map((amount) => ({
      name: "read",
      subject: "vibe-coding",
      position: 1,
      amount,
      path: "/catalog/vibe-coding/one",
    }));
    const response = await post(JSON.stringify(marks), { headers: { "X-Forwarded-For": "198.51.100.23" } });
    expect(response.status).toBe(204);
    expect(recorded.map((entry) => entry.event)).toEqual(marks);
    expect(new Set(recorded.map((entry) => entry.signals.address))).toEqual(new Set(["198.51.100.23"]));
  });

  it("refuses, and counts, the events of a beacon that names no page view served to its address", async () => {
    const event = { name: "pageview", path: "/tools" };
    const elsewhere = viewIdOf(await navigate("/catalog", { "X-Forwarded-For": "198.51.100.99" }));
    const answers = [
      await post(JSON.stringify([event, event]), { view: null }),
      await post(JSON.stringify(event), { view: "made-up-made-up-made-up-abc" }),
      await post(JSON.stringify([event, event, event]), { view: elsewhere! }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
    expect(await answers[0]!.text()).toMatch(/^A beacon is taken with the id of a page view this site served to you/);
    expect(recorded).toEqual([]);
    expect(refused).toEqual([
      { reason: "unverified", events: 2 },
      { reason: "unverified", events: 1 },
      { reason: "unverified", events: 3 },
    ]);
  });

  it("answers 429 when every event of a beacon was over its budgets", async () => {
    outcome = "refused";
    const response = await post(JSON.stringify({ name: "pageview", path: "/tools" }));
    expect(response.status).toBe(429);
    expect(await response.text()).toBe("Too many events from your connection: these were not counted.");
  });

  it("records the good events of a beacon with a bad one, and says which was refused", async () => {
    const good = { name: "pageview", path: "/tools" };
    const response = await post(JSON.stringify([good, { name: "purchase", path: "/" }]));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(
      /^Event 2 of 2 is not an event this site records: .+ The other events were accepted\.$/,
    );
    expect(recorded.map((entry) => entry.event)).toEqual([good]);
  });

  it("says what is wrong with anything else, and records nothing", async () => {
    const answers = [
      await post("{"),
      await post(JSON.stringify({ name: "tool_email", subject: "x", path: "/" })),
      await post(JSON.stringify({ name: "pageview", path: "/" }), { headers: { Origin: "https://elsewhere.example" } }),
      await post("x".repeat(70_000)),
      await fetch(`${base}/api/event`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 403, 413, 405]);
    expect(await answers[0]!.text()).toBe("The beacon is not valid JSON.");
    expect(await answers[3]!.text()).toBe("A beacon is at most 65536 bytes.");
    expect(answers[4]!.headers.get("Allow")).toBe("POST");
    expect(recorded).toEqual([]);
  });
});
