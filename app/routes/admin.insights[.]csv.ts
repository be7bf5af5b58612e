import { INSIGHT_TABLES, type InsightTable } from "~/modules/analytics/insights/csv-tables";
import { insightsForRequest } from "~/modules/analytics/insights/dashboard.server";
import { requireAdmin } from "~/modules/auth/guard.server";
import { csvDownload } from "~/modules/text/csv";
import type { Route } from "./+types/admin.insights[.]csv";

/** GET /admin/insights.csv?table=…&range=…: one table of the dashboard, for spreadsheets. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const table = new URL(request.url).searchParams.get("table") ?? "";
  if (!Object.hasOwn(INSIGHT_TABLES, table)) {
    const names = Object.keys(INSIGHT_TABLES).join(", ");
    return new Response(`Unknown table. Ask for one of: ${names}.`, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { insights, range } = await insightsForRequest(request, context);
  return csvDownload(INSIGHT_TABLES[table as InsightTable](insights), `insights-${table}-${range.from}-to-${range.to}`);
}
