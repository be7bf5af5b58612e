import { RowActionForm } from "~/components/admin/RowActionForm";
import { AdminTable } from "~/components/ui/AdminTable";
import type { LeadRow } from "~/db/queries/lead-list.server";
import { formatAdminDate } from "~/modules/admin/format";
import { DELIVERY_LABELS } from "~/modules/leads/admin-filters";

const STATUS_CLASS: Record<LeadRow["deliveryStatus"], string> = {
  pending: "bg-amber-100 text-amber-900",
  delivering: "bg-sky-100 text-sky-900",
  delivered: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  stored: "bg-slate-100 text-slate-800",
};

/** One touch: its campaign (source / medium / campaign / term / content) over its referrer. */
function Touch({ utm, referrer }: { utm: (string | null)[]; referrer: string | null }) {
  return (
    <>
      <span className="block">{utm.filter(Boolean).join(" / ")}</span>
      <span className="block max-w-48 truncate text-xs text-slate-600" title={referrer ?? ""}>
        {referrer}
      </span>
    </>
  );
}

const COLUMNS = [
  "E-mail",
  "First seen",
  "Source tools",
  "First touch (UTM, referrer)",
  "Last touch (UTM, referrer)",
  "Delivery",
].map((label) => ({ label }));

export function LeadsTable({ leads }: { leads: LeadRow[] }) {
  return (
    <AdminTable caption="Leads, newest first" columns={COLUMNS}>
      {leads.map((lead) => (
        <tr key={lead.id} className="align-top">
          <td className="px-4 py-3 font-medium text-slate-950">
            {lead.email}
            {lead.submissionCount > 1 && (
              <span className="block text-xs text-slate-600">{lead.submissionCount} sign-ups</span>
            )}
            {lead.confirmation && (
              <span className="block text-xs text-slate-600">
                {lead.confirmation === "confirmed" ? "Confirmed by e-mail" : "Awaiting e-mail confirmation"}
              </span>
            )}
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatAdminDate(lead.createdAt)}</td>
          <td className="px-4 py-3 text-slate-700">{lead.tools.join(", ")}</td>
          <td className="px-4 py-3 text-slate-700">
            <Touch
              utm={[lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.utm_term, lead.utm_content]}
              referrer={lead.referrer}
            />
          </td>
          <td className="px-4 py-3 text-slate-700">
            <Touch
              utm={[
                lead.last_utm_source,
                lead.last_utm_medium,
                lead.last_utm_campaign,
                lead.last_utm_term,
                lead.last_utm_content,
              ]}
              referrer={lead.last_referrer}
            />
          </td>
          <td className="px-4 py-3">
            <span
              className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[lead.deliveryStatus]}`}
            >
              {DELIVERY_LABELS[lead.deliveryStatus]}
            </span>
            {lead.deliveryAttempts > 0 && (
              <span className="block text-xs text-slate-600">{lead.deliveryAttempts} attempts</span>
            )}
            {lead.lastError && lead.deliveryStatus !== "delivered" && (
              <span className="block max-w-56 text-xs break-words text-red-800">{lead.lastError}</span>
            )}
            {lead.deliveryStatus === "failed" && lead.deliveryJobId && (
              <RowActionForm
                intent="retry"
                field="jobId"
                value={lead.deliveryJobId}
                label="Retry"
                detail={`delivery to ${lead.email}`}
                className="mt-2"
              />
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
