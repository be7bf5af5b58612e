import type { IncomingMessage, ServerResponse } from "node:http";
import { ANALYTICS_ENDPOINT, VIEW_PARAM } from "~/modules/analytics/events";
import { BEACON_MAX_BYTES, countEvents, readBeacon } from "~/modules/analytics/beacon.server";
import type { AnalyticsCollector } from "~/modules/analytics/collector.server";
import type { ViewIds } from "~/modules/analytics/view-ids.server";
import { isHttps } from "./cache-front";
import { applySecurityHeaders } from "./security-headers";
import { visitSignals, type TrustProxy } from "./visit-signals";

export interface BeaconFront {
  analytics: AnalyticsCollector;
  views: ViewIds;
  siteOrigin: string;
  trustProxy: TrustProxy;
}

/**
 * The analytics endpoint, answered before Express like a page cache hit: a beacon costs a
 * parse and a push per event into the collector's buffer, and writes no access log line. Its
 * events are taken only with the id of a page view this site served to the same address
 * (server/document-views.ts), each within that view's, visitor's and address's budgets.
 * Returns false for any other request.
 */
export function answerBeacon(req: IncomingMessage, res: ServerResponse, front: BeaconFront): boolean {
  const url = req.url ?? "";
  if (url !== ANALYTICS_ENDPOINT && !url.startsWith(`${ANALYTICS_ENDPOINT}?`)) return false;
  const secure = isHttps(req, front.trustProxy);
  applySecurityHeaders(res, { secure, noStore: true });
  if (req.method !== "POST") {
    reply(res, 405, "Send events with POST.", { Allow: "POST" });
    return true;
  }
  const origin = req.headers.origin;
  const ownOrigin = `${secure ? "https" : "http"}://${req.headers.host}`;
  if (origin !== undefined && origin !== front.siteOrigin && origin !== ownOrigin) {
    reply(res, 403, "Cross-origin requests are refused.");
    return true;
  }
  if (Number(req.headers["content-length"] ?? 0) > BEACON_MAX_BYTES) {
    reply(res, 413, TOO_BIG);
    return true;
  }
  readBody(req, (body) => {
    if (body === undefined) return reply(res, 413, TOO_BIG);
    const signals = visitSignals(req, front.trustProxy);
    const view = new URLSearchParams(url.slice(ANALYTICS_ENDPOINT.length + 1)).get(VIEW_PARAM);
    if (view === null || !front.views.verify(view, signals.address)) {
      front.analytics.refuse(signals, "unverified", countEvents(body));
      return reply(res, 403, NO_VIEW);
    }
    const { events, error } = readBeacon(body);
    let refused = 0;
    for (const event of events) if (front.analytics.record(signals, event, view) === "refused") refused += 1;
    if (error !== undefined) reply(res, 400, events.length > 0 ? `${error} The other events were accepted.` : error);
    else if (refused > 0 && refused === events.length) reply(res, 429, TOO_MANY);
    else res.writeHead(204).end();
  });
  return true;
}

const NO_VIEW =
  "A beacon is taken with the id of a page view this site served to you (the view entry of the page's Server-Timing), under 2 hours old.";
const TOO_MANY = "Too many events from your connection: these were not counted.";

const TOO_BIG = `A beacon is at most ${BEACON_MAX_BYTES} bytes.`;

/** The body as text, or undefined once it grows past the limit (then the rest is not read). */
function readBody(req: IncomingMessage, done: (body: string | undefined) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size <= BEACON_MAX_BYTES) chunks.push(chunk);
  });
  // A beacon's body nearly always arrives in one chunk: decoded as it is, without a copy.
  const text = () => (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString("utf8");
  req.on("end", () => done(size <= BEACON_MAX_BYTES ? text() : undefined));
  req.on("error", () => undefined);
}

function reply(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers }).end(message);
}
