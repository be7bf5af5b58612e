import { CheckCircle2, CircleDashed, Settings } from "lucide-react";
import type { IntegrationStatus } from "~/modules/admin/integrations";

/** What each integration does, whether this server has it, and what visitors see for each one it has not. */
export function IntegrationsCard({ integrations }: { integrations: readonly IntegrationStatus[] }) {
  return (
    <section aria-labelledby="integrations-heading" className="mt-10">
      <h2 id="integrations-heading" className="flex items-center gap-2 text-xl font-bold text-slate-950">
        <Settings aria-hidden="true" className="size-5 text-slate-500" />
        Settings and integrations
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Set in the server&apos;s environment (see <code>.env.example</code>); changes apply after a restart.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {integrations.map((integration) => (
          <li key={integration.name} className="flex flex-wrap items-start justify-between gap-3 px-5 py-4">
            <div className="min-w-0">
              <p className="font-semibold text-slate-950">{integration.name}</p>
              <p className="text-sm text-slate-700">{integration.purpose}</p>
              {integration.configured ? (
                integration.value && <p className="text-sm break-all text-slate-600">{integration.value}</p>
              ) : (
                <p className="text-sm text-slate-600">Without it: {integration.whenUnset}</p>
              )}
              <p className="mt-1 font-mono text-xs text-slate-600">{integration.variables.join(", ")}</p>
            </div>
            {integration.configured ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-800">
                <CheckCircle2 aria-hidden="true" className="size-4" />
                Configured
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
                <CircleDashed aria-hidden="true" className="size-4" />
                Not set
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
