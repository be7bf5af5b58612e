import { data } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { PublicAddress } from "~/components/admin/settings/PublicAddress";
import { SettingsSection } from "~/components/admin/settings/SettingsSection";
import { requireAdmin } from "~/modules/auth/guard.server";
import { seoMeta } from "~/modules/seo/meta";
import { submitSettingsForm } from "~/modules/settings/settings-form.server";
import { loadSettingsPage } from "~/modules/settings/settings-page.server";
import type { Route } from "./+types/admin.settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return { admin, siteUrl: context.config.SITE_URL, ...(await loadSettingsPage(context)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { status, result } = await submitSettingsForm(context, await request.formData(), admin.email);
  if (result.ok) context.logger.info({ group: result.group, by: admin.email }, "site settings changed or tested");
  return data(result, { status });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, canStoreSecrets } = loaderData;
  return (
    <AdminPage
      title="Settings"
      description="The publication's name, links and integrations. A saved change is in force at once, on every page and every server, without a restart. A value set in the server's environment wins, and shows here as set by the server."
      admin={loaderData.admin}
    >
      {!canStoreSecrets && (
        <p role="note" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          This server has no <code>SESSION_SECRET</code>, so it cannot encrypt keys and passwords: those fields are
          refused until it is set (32 or more random characters, the same on every server).
        </p>
      )}
      <nav aria-label="Settings sections" className="mb-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 font-medium text-slate-800 hover:border-brand-600"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-6">
        <PublicAddress siteUrl={loaderData.siteUrl} />
        {groups.map((group) => (
          <SettingsSection key={group.id} group={group} pageResult={actionData} />
        ))}
      </div>
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Settings", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Settings Error" />;
}
