import { ExternalLink } from "lucide-react";
import { data, Link } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { AddPlaybookForm } from "~/components/admin/series/AddPlaybookForm";
import { DeleteSeriesButton } from "~/components/admin/series/DeleteSeriesButton";
import { SeriesDetailsForm } from "~/components/admin/series/SeriesDetailsForm";
import { SeriesPlaybooks } from "~/components/admin/series/SeriesPlaybooks";
import { buttonClass } from "~/components/ui/button";
import { findSeriesForAdmin, listPlaybookChoices } from "~/db/queries/series-admin.server";
import type { AdminResult } from "~/modules/admin/manager-results";
import { requireAdmin } from "~/modules/auth/guard.server";
import {
  changeSeriesPlaybooksFromForm,
  saveSeriesDetailsForm,
  trashSeries,
  type RefusedDetails,
} from "~/modules/series/series-manager.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.series_.$slug";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const series = await findSeriesForAdmin(context.db, params.slug);
  if (!series) throw data("Series not found", { status: 404 });
  const inSeries = new Set(series.members.map((member) => member.id));
  const choices = (await listPlaybookChoices(context.db)).filter((choice) => !inSeries.has(choice.id));
  const query = new URL(request.url).searchParams;
  const notice = query.has("created")
    ? "Series created. Add its playbooks below."
    : query.has("saved")
      ? `Saved. /series/${series.slug} shows it now.`
      : undefined;
  return { admin, series, choices, notice };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  context.logger.info({ slug: params.slug, intent, by: admin.email }, "series changed");
  if (intent === "save-details") return saveSeriesDetailsForm(context.db, params.slug, form);
  if (intent === "delete") return trashSeries(context.db, params.slug, admin.email);
  return changeSeriesPlaybooksFromForm(context.db, params.slug, form);
}

export default function SeriesEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { series, choices, notice } = loaderData;
  const refused = actionData && "draft" in actionData ? (actionData as RefusedDetails) : undefined;
  // Without scripts a move answers the whole page: its outcome shows above the list.
  const moved = actionData && !("draft" in actionData) ? (actionData as AdminResult) : undefined;
  const publishedCount = series.members.filter((member) => member.status === "published").length;
  return (
    <AdminPage
      title={`Series: ${series.title}`}
      description={`${publishedCount} of ${series.members.length} playbooks are published and on the public page.${series.fromFiles ? " Loaded from content/series.json: once you change it here, the files never overwrite it." : ""}`}
      admin={loaderData.admin}
      actions={
        <>
          <Link to={`/series/${series.slug}`} className={buttonClass("secondary")}>
            <ExternalLink aria-hidden="true" className="size-4" />
            View public page
          </Link>
          <DeleteSeriesButton title={series.title} />
        </>
      }
    >
      <ResultNotice result={notice ? { ok: true, message: notice } : moved} />
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="playbooks-heading">
          <h2 id="playbooks-heading" className="mb-4 text-xl font-bold text-slate-950">
            Playbooks in reading order
          </h2>
          <SeriesPlaybooks members={series.members} />
          <div className="mt-6">
            <AddPlaybookForm choices={choices} />
          </div>
        </section>
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="mb-4 text-xl font-bold text-slate-950">
            Details
          </h2>
          <SeriesDetailsForm
            key={series.version}
            values={refused?.draft ?? series}
            version={series.version}
            intent="save-details"
            submitLabel="Save details"
            errors={refused?.message}
          />
        </section>
      </div>
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: args.data ? `Series: ${args.data.series.title}` : "Series Manager", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Series Manager Error" />;
}
