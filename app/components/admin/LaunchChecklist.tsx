import { AlertTriangle, CheckCircle2, ListChecks, XCircle } from "lucide-react";
import type { LaunchChecklist as Checklist } from "~/modules/admin/integrations";

const LEAD_SUMMARY = {
  nothing:
    "Leads receive nothing: a visitor who leaves their e-mail gets no welcome, no resources pack e-mail and no newsletter. Their address is only stored (see Leads).",
  "confirmation-only":
    "Leads get only a confirmation link from your mail server: no newsletter subscribes them until beehiiv is set.",
  newsletter: "Leads are subscribed to your newsletter, which sends their welcome e-mail.",
} as const;

/** Before launch: every integration still unset and what visitors get without it, red where leads get nothing. */
export function LaunchChecklist({ checklist }: { checklist: Checklist }) {
  const { items, leadEmail } = checklist;
  const leadsOk = leadEmail === "newsletter";
  return (
    <section aria-labelledby="launch-heading" className="mb-10">
      <h2 id="launch-heading" className="flex items-center gap-2 text-xl font-bold text-slate-950">
        <ListChecks aria-hidden="true" className="size-5 text-slate-500" />
        Launch checklist
      </h2>
      <p
        className={`mt-3 flex items-start gap-2 rounded-lg border p-3 text-sm font-medium ${
          leadEmail === "nothing"
            ? "border-red-300 bg-red-50 text-red-900"
            : leadsOk
              ? "border-green-200 bg-green-50 text-green-900"
              : "border-amber-200 bg-amber-50 text-amber-950"
        }`}
      >
        {leadEmail === "nothing" ? (
          <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : leadsOk ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        {LEAD_SUMMARY[leadEmail]}
      </p>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">Every integration is set: nothing left before launch.</p>
      ) : (
        <ul aria-label="Integrations not set" className="mt-3 space-y-2">
          {items.map((item) => (
            <li
              key={item.name}
              className={`rounded-lg border px-4 py-3 ${
                item.blocksLeads ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"
              }`}
            >
              <p
                className={`flex items-center gap-2 font-semibold ${item.blocksLeads ? "text-red-900" : "text-slate-950"}`}
              >
                {item.blocksLeads ? (
                  <XCircle aria-hidden="true" className="size-4 shrink-0" />
                ) : (
                  <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
                )}
                {item.name}
                {item.blocksLeads && <span className="text-sm font-medium">· leads receive nothing</span>}
              </p>
              <p className={`mt-1 text-sm ${item.blocksLeads ? "text-red-900" : "text-slate-700"}`}>
                Without it: {item.whenUnset}
              </p>
              <p className="mt-1 text-xs text-slate-600">
                Set <code className="font-mono">{item.variables.join(", ")}</code> in the server&apos;s environment.
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
