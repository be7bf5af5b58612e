import { listLeads } from "~/db/queries/lead-list.server";
import { requireAdmin } from "~/modules/auth/guard.server";
import { readLeadFilters } from "~/modules/leads/admin-filters";
import { leadsToCsv } from "~/modules/leads/csv";
import { csvDownload } from "~/modules/text/csv";
import type { Route } from "./+types/admin.leads[.]csv";

/** GET /admin/leads.csv: every lead matching the list's filters, for spreadsheets. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { filters } = readLeadFilters(new URL(request.url).searchParams);
  const date = new Date().toISOString().slice(0, 10);
  return csvDownload(leadsToCsv(await listLeads(context.db, filters)), `leads-${date}`);
}
