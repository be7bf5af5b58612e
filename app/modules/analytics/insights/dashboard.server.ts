import type { AppContext } from "~/context";
import { utcDay } from "../event-row.server";
import { sqlEventStore } from "../event-store.server";
import { loadInsights } from "./insights.server";
import { readRange } from "./range";

/** The dashboard's range from the request, and its figures (events recorded a moment ago included). */
export async function insightsForRequest(request: Request, context: AppContext) {
  const today = utcDay(new Date());
  const { range, error } = readRange(new URL(request.url).searchParams, today);
  await context.analytics.flush();
  const siteHost = new URL(context.config.SITE_URL).host;
  const insights = await loadInsights(context.db, sqlEventStore(context.db), range, siteHost);
  return { range, rangeError: error, insights, today };
}
