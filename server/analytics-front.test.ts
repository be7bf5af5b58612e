import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AnalyticsCollector } from "~/modules/analytics/collector.server";
import type { RecordedEvent } from "~/modules/analytics/event-row.server";
import type { VisitSignals } from "~/modules/analytics/privacy.server";
import { sampleRouteTable } from "../tests/support/route-manifest";
import { answerBeacon } from "./beacon";
import { countDocumentView } from "./document-views";
import { resolveRequestPage } from "./request-page";

const recorded: { signals: VisitSignals; event: RecordedEvent }[] = [];
const analytics: AnalyticsCollector = {
  record: (signals, event) => void recorded.push({ signals, event }),
  flush: async () => undefined,
  stop: async () => undefined,
};
const trustProxy = (address: string) => address === "127.0.0.1";
let base = "";
let server: http.Server;
const routes = sampleRouteTable();

/** The front handlers as server/app.ts mounts them; "the page" answers with what the query asks. */
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const page = resolveRequestPage(req, routes);
    if (answerBeacon(req, res, { analytics, trustProxy, siteOrigin: "https://playbooks.test" })) return;
    countDocumentView(req, res, { analytics, trustProxy, page });
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
beforeEach(() => void (recorded.length = 0));

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
const navigate = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { "User-Agent": CHROME, "Sec-Fetch-Dest": "document", ...headers } });
/** The response's "finish" fires just after the client has the body. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

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
});

describe("the beacon endpoint", () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/event`, { method: "POST", body, headers: { "User-Agent": CHROME, ...headers } });

  it("takes an event with 204 and records it", async () => {
    const response = await post(
      JSON.stringify({ name: "tool_view", subject: "sales-blocks", path: "/tools/sales-blocks" }),
      {
        "Content-Type": "text/plain;charset=UTF-8",
        Origin: base,
      },
    );
    expect(response.status).toBe(204);
    expect(recorded.map((entry) => entry.event)).toEqual([
      { name: "tool_view", subject: "sales-blocks", path: "/tools/sales-blocks" },
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
    const response = await post(JSON.stringify(marks), { "X-Forwarded-For": "198.51.100.23" });
    expect(response.status).toBe(204);
    expect(recorded.map((entry) => entry.event)).toEqual(marks);
    expect(new Set(recorded.map((entry) => entry.signals.address))).toEqual(new Set(["198.51.100.23"]));
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
      await post(JSON.stringify({ name: "pageview", path: "/" }), { Origin: "https://elsewhere.example" }),
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
