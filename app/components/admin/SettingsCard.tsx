import { CheckCircle2, CircleDashed, Settings } from "lucide-react";
import { Link } from "react-router";
import type { IntegrationStatus } from "~/modules/admin/integrations";

/** What each integration does and whether it is set (an offer by its address), each linked to its section of the settings page. */
export function SettingsCard({ integrations }: { integrations: readonly IntegrationStatus[] }) {
  return (
    <section aria-labelledby="integrations-heading" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="integrations-heading" className="flex items-center gap-2 text-xl font-bold text-slate-950">
          <Settings aria-hidden="true" className="size-5 text-slate-500" />
          Settings and integrations
        </h2>
        <Link to="/admin/settings" className="text-sm font-medium text-brand-700 hover:underline">
          Open the settings
        </Link>
      </div>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {integrations.map((integration) => (
          <li key={integration.name} className="flex flex-wrap items-start justify-between gap-3 px-5 py-4">
            <div className="min-w-0">
              <p className="font-semibold text-slate-950">
                {integration.href ? (
                  <Link to={integration.href} className="hover:underline">
                    {integration.name}
                  </Link>
                ) : (
                  integration.name
                )}
              </p>
              <p className="text-sm text-slate-700">{integration.purpose}</p>
              {integration.address && (
                <p className="mt-1 text-sm break-all text-slate-700">
                  Opens{" "}
                  <a href={integration.address} className="font-medium text-brand-700 hover:underline">
                    {integration.address}
                  </a>
                </p>
              )}
              {integration.variable && (
                <p className="mt-1 text-xs text-slate-600">
                  Set on the server: <code className="font-mono">{integration.variable}</code>
                </p>
              )}
            </div>
            {integration.configured ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-800">
                <CheckCircle2 aria-hidden="true" className="size-4" />
                Set
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
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
