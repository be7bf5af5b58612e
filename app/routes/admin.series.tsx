import { ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { SeriesDetailsForm } from "~/components/admin/series/SeriesDetailsForm";
import { SeriesIcon } from "~/components/series/SeriesIcon";
import { listSeriesForAdmin } from "~/db/queries/series-admin.server";
import { formatAdminDate } from "~/modules/admin/format";
import { requireAdmin } from "~/modules/auth/guard.server";
import { countOf } from "~/modules/text/words";
import { seriesAdminPath } from "~/modules/series/paths";
import { createSeriesFromForm } from "~/modules/series/series-manager.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.series";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const trashed = new URL(request.url).searchParams.get("trashed")?.slice(0, 200);
  return { admin, series: await listSeriesForAdmin(context.db), trashed };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "create") throw data("Unknown action", { status: 400 });
  const result = await createSeriesFromForm(context.db, form);
  if (result instanceof Response) context.logger.info({ by: admin.email }, "series created");
  return result;
}

const BLANK = { title: "", description: "", icon: "baton-basics", slug: "" };

export default function SeriesManager({ loaderData, actionData }: Route.ComponentProps) {
  const { series, trashed } = loaderData;
  return (
    <AdminPage
      title="Series Manager"
      description="Arrange playbooks into ordered series (courses). Changes show on the public series pages and the catalog at once."
      admin={loaderData.admin}
    >
      {trashed && (
        <ResultNotice
          result={{
            ok: true,
            message: `"${trashed}" is in the trash. Restore it from the Trash screen within 30 days.`,
          }}
        />
      )}
      {series.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No series yet. Create the first one below.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {series.map((entry) => (
            <li key={entry.slug} className="flex flex-wrap items-center gap-4 px-5 py-4">
              <SeriesIcon icon={entry.icon} className="size-7 text-brand-700" />
              <div className="min-w-0 flex-1">
                <Link to={seriesAdminPath(entry.slug)} className="font-semibold text-brand-700 hover:underline">
                  {entry.title}
                </Link>
                <p className="text-sm text-slate-600">
                  /series/{entry.slug} · {countOf(entry.playbookCount, "playbook")} · updated{" "}
                  {formatAdminDate(entry.updatedAt)}
                  {entry.fromFiles ? " · from content/series.json" : ""}
                </p>
              </div>
              <Link
                to={seriesAdminPath(entry.slug)}
                aria-label={`Edit ${entry.title}`}
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              >
                Edit
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="new-series-heading" className="mt-10 max-w-3xl">
        <h2 id="new-series-heading" className="mb-4 text-xl font-bold text-slate-950">
          New series
        </h2>
        <SeriesDetailsForm
          values={actionData?.draft ?? BLANK}
          intent="create"
          submitLabel="Create series"
          errors={actionData?.message}
        />
      </section>
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Series Manager", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Series Manager Error" />;
}
