import { listLeads } from "~/db/queries/lead-list.server";
import { requireAdmin } from "~/modules/auth/guard.server";
import { readLeadFilters } from "~/modules/leads/admin-filters";
import { leadsToCsv } from "~/modules/leads/csv";
import type { Route } from "./+types/admin.leads[.]csv";

/** GET /admin/leads.csv: every lead matching the list's filters, for spreadsheets. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { filters } = readLeadFilters(new URL(request.url).searchParams);
  const csv = leadsToCsv(await listLeads(context.db, filters));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
