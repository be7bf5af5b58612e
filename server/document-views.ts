import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";
import { VIEW_TIMING } from "~/modules/analytics/events";
import type { AnalyticsCollector } from "~/modules/analytics/collector.server";
import type { ViewIds } from "~/modules/analytics/view-ids.server";
import type { PagePath } from "./route-table";
import { visitSignals, type TrustProxy } from "./visit-signals";

export interface DocumentViews {
  analytics: AnalyticsCollector;
  views: ViewIds;
  trustProxy: TrustProxy;
  page: PagePath;
}

/**
 * Counts a page view for every HTML document a browser navigates to, whichever layer answers
 * it (page cache or React Router), so pages count without JavaScript; the page script only
 * reports in-app navigations. Prefetches, prerenders, data requests, admin and API answers
 * and error pages are not views.
 *
 * Every HTML document, counted or not (a prerender is counted when it is opened), also gets
 * its page view id in a `Server-Timing` header, which its scripts read from the navigation's
 * timing entry and present with their beacons. A header leaves the cached page the same for
 * everyone and needs no cookie (docs/decisions/0016-analytics-tied-to-page-views.md).
 */
export function countDocumentView(req: IncomingMessage, res: ServerResponse, front: DocumentViews): void {
  if (req.method !== "GET" || !req.url) return;
  const destination = req.headers["sec-fetch-dest"];
  if (destination !== undefined && destination !== "document") return;
  const { page } = front;
  if (page.path !== page.page) return;
  const purpose = req.headers["sec-purpose"] ?? req.headers["purpose"];
  const counted = !purpose?.includes("prefetch") && page.policy.audience !== "private";
  // Headers may arrive through writeHead (the page cache) as well as setHeader: on-headers sees both.
  onHeaders(res, function () {
    const type = this.getHeader("content-type");
    const document = this.statusCode === 200 && typeof type === "string" && type.startsWith("text/html");
    const revalidated = this.statusCode === 304 && destination === "document";
    if (!document && !revalidated) return;
    const signals = visitSignals(req, front.trustProxy);
    this.setHeader("Server-Timing", `${VIEW_TIMING};desc=${front.views.issue(signals.address)}`);
    if (counted) front.analytics.record(signals, { name: "pageview", path: req.url!, referrer: req.headers.referer });
  });
}
