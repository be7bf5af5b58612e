import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";
import type { AnalyticsCollector } from "~/modules/analytics/collector.server";
import type { PagePath } from "./route-table";
import { visitSignals, type TrustProxy } from "./visit-signals";

/**
 * Counts a page view for every HTML document a browser navigates to, whichever layer answers
 * it (page cache or React Router), so pages count without JavaScript; the page script only
 * reports in-app navigations. Prefetches, prerenders, data requests, admin and API answers
 * and error pages are not views.
 */
export function countDocumentView(
  req: IncomingMessage,
  res: ServerResponse,
  { analytics, trustProxy, page }: { analytics: AnalyticsCollector; trustProxy: TrustProxy; page: PagePath },
): void {
  if (req.method !== "GET" || !req.url) return;
  const destination = req.headers["sec-fetch-dest"];
  if (destination !== undefined && destination !== "document") return;
  const purpose = req.headers["sec-purpose"] ?? req.headers["purpose"];
  if (purpose?.includes("prefetch")) return;
  if (page.policy.audience === "private" || page.path !== page.page) return;
  // Headers may arrive through writeHead (the page cache) as well as setHeader: on-headers sees both.
  onHeaders(res, function () {
    const type = this.getHeader("content-type");
    const document = this.statusCode === 200 && typeof type === "string" && type.startsWith("text/html");
    const revalidated = this.statusCode === 304 && destination === "document";
    if (!document && !revalidated) return;
    const referrer = req.headers.referer;
    analytics.record(visitSignals(req, trustProxy), { name: "pageview", path: req.url!, referrer });
  });
}
