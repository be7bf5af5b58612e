import { Download, RotateCcw } from "lucide-react";
import { data, Form, Link } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { LeadFiltersForm } from "~/components/leads/LeadFiltersForm";
import { LeadsTable } from "~/components/leads/LeadsTable";
import { buttonClass } from "~/components/ui/button";
import { requeueFailedJobs } from "~/db/queries/jobs.server";
import { countDeliveries, countLeads, listLeads, listLeadTools } from "~/db/queries/lead-list.server";
import type { AdminResult } from "~/modules/admin/manager-results";
import { requireAdmin } from "~/modules/auth/guard.server";
import { leadFiltersQuery, LEADS_PAGE_SIZE, readLeadFilters } from "~/modules/leads/admin-filters";
import { beehiivSettings } from "~/modules/leads/beehiiv.server";
import { siteConfig } from "~/modules/settings/site-config.server";
import { LEAD_DELIVERY_KINDS } from "~/modules/leads/delivery.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { filters, page } = readLeadFilters(new URL(request.url).searchParams);
  const [leads, total, tools, deliveries] = await Promise.all([
    listLeads(context.db, filters, { limit: LEADS_PAGE_SIZE, offset: (page - 1) * LEADS_PAGE_SIZE }),
    countLeads(context.db, filters),
    listLeadTools(context.db),
    countDeliveries(context.db, LEAD_DELIVERY_KINDS),
  ]);
  return {
    admin,
    leads,
    total,
    page,
    filters,
    tools,
    deliveries,
    providerConfigured: Boolean(beehiivSettings(await siteConfig(context))),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const jobId = form.get("jobId");
  if (intent !== "retry" && intent !== "retry-all") {
    return data<AdminResult>({ ok: false, message: "Unknown action." }, { status: 400 });
  }
  const ids = intent === "retry" ? [typeof jobId === "string" ? jobId : ""] : undefined;
  const requeued = await requeueFailedJobs(context.db, { kinds: LEAD_DELIVERY_KINDS, ids });
  context.logger.info({ requeued, by: admin.email }, "failed lead deliveries queued again");
  return {
    ok: requeued > 0,
    message:
      requeued > 0 ? `${requeued} ${requeued === 1 ? "delivery" : "deliveries"} queued again.` : "Nothing to retry.",
  } satisfies AdminResult;
}

export default function AdminLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { leads, total, page, filters, tools, deliveries, providerConfigured } = loaderData;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  return (
    <AdminPage
      title="Leads"
      description={
        providerConfigured
          ? `Every subscription from the tools, and its delivery to beehiiv. ${deliveries.delivered} delivered, ${deliveries.pending + deliveries.delivering} waiting, ${deliveries.failed} failed.`
          : "Every subscription from the tools. No newsletter provider is configured, so leads are stored only."
      }
      admin={loaderData.admin}
      actions={
        <>
          <a href={`/admin/leads.csv${leadFiltersQuery(filters)}`} className={buttonClass("secondary")} download>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
          {deliveries.failed > 0 && (
            <Form method="post">
              <input type="hidden" name="intent" value="retry-all" />
              <button type="submit" className={buttonClass("primary")}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Retry all failed
              </button>
            </Form>
          )}
        </>
      }
    >
      <ResultNotice result={actionData} />
      <LeadFiltersForm key={leadFiltersQuery(filters)} filters={filters} tools={tools} />
      <p role="status" className="my-4 text-sm text-slate-700">
        {total} {total === 1 ? "lead" : "leads"} found
      </p>
      {leads.length > 0 ? (
        <LeadsTable leads={leads} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No leads match.
        </p>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={leadFiltersQuery(filters, page - 1) || "?"} className={buttonClass("secondary", "sm")}>
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-700">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={leadFiltersQuery(filters, page + 1)} className={buttonClass("secondary", "sm")}>
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Leads", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Leads Error" />;
}
