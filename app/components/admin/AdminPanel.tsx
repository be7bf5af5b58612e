import { ArrowRight, Wrench } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ADMIN_SCREENS, ADMIN_TOOLS } from "~/modules/admin/admin-links";
import type { IntegrationStatus } from "~/modules/admin/integrations";
import type { LaunchChecklist as Checklist } from "~/modules/site/launch-checklist.server";
import { AdminPage } from "./AdminPage";
import { LaunchChecklist } from "./LaunchChecklist";
import { SettingsCard } from "./SettingsCard";

interface AdminPanelProps {
  admin: { email: string };
  integrations: readonly IntegrationStatus[];
  checklist: Checklist;
  /** What will be published or unpublished by itself, and when. */
  scheduled: ReactNode;
}

export function AdminPanel({ admin, integrations, checklist, scheduled }: AdminPanelProps) {
  return (
    <AdminPage
      title="Admin Panel"
      description="Manage playbooks, categories and the sitemap, and run the import and repair tools."
      admin={admin}
      showBreadcrumb={false}
    >
      <LaunchChecklist checklist={checklist} />
      <nav aria-label="Admin screens" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_SCREENS.map((screen) => (
          <Link
            key={screen.to}
            to={screen.to}
            className="group rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
          >
            <span className="flex items-center justify-between text-lg font-semibold text-slate-950">
              {screen.label}
              <ArrowRight aria-hidden="true" className="size-5 text-brand-600 group-hover:translate-x-0.5" />
            </span>
            <span className="mt-1 block text-sm text-slate-600">{screen.description}</span>
          </Link>
        ))}
      </nav>
      {scheduled}
      <section aria-labelledby="tools-heading" className="mt-10">
        <h2 id="tools-heading" className="flex items-center gap-2 text-xl font-bold text-slate-950">
          <Wrench aria-hidden="true" className="size-5 text-slate-500" />
          Tools
        </h2>
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {ADMIN_TOOLS.map((tool) => (
            <li key={tool.to} className="px-5 py-4">
              <Link to={tool.to} className="font-semibold text-brand-700 hover:underline">
                {tool.label}
              </Link>
              <p className="text-sm text-slate-600">{tool.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <SettingsCard integrations={integrations} />
    </AdminPage>
  );
}
