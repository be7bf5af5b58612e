import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { PublishConfirmation } from "~/components/admin/publishing/PublishConfirmation";
import { requireAdmin } from "~/modules/auth/guard.server";
import { keepDataOfMovedPlaybook } from "~/modules/editor/moved-playbook";
import { loadPublishSummary, runPublishFlow } from "~/modules/publishing/publish-flow.server";
import { timeZoneCookie } from "~/modules/publishing/time-zone";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.playbooks_.$slug.publish";

/** Only an address inside the admin area is a way back (never another site). */
function returnAddress(value: string | null): string {
  return value && /^\/admin(\/|\?|$)/.test(value) && !value.startsWith("//") ? value : "/admin/playbooks";
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const summary = await loadPublishSummary(context, request, params.slug);
  return { admin, summary, returnTo: returnAddress(new URL(request.url).searchParams.get("returnTo")) };
}

/** The publish flow's action: the dialog posts here, and so does this page before scripts load. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const outcome = await runPublishFlow(context, params.slug, form);
  context.logger.info(
    { slug: params.slug, intent: form.get("intent"), ok: outcome.ok, by: admin.email },
    "publish flow",
  );
  return data(outcome, {
    status: outcome.ok ? 200 : outcome.missing ? 404 : 400,
    headers: outcome.timeZone ? { "Set-Cookie": timeZoneCookie(outcome.timeZone) } : undefined,
  });
}

export default function PublishPage({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, admin, returnTo } = loaderData;
  return (
    <AdminPage
      title={`${summary.status === "draft" ? "Publish" : "Unpublish"} “${summary.title}”`}
      description="Check what will happen, then confirm."
      admin={admin}
    >
      <div className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6">
        <PublishConfirmation key={summary.status} summary={summary} answer={actionData} returnTo={returnTo} />
      </div>
      <Link
        to={returnTo}
        className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Link>
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: `Publish: ${args.loaderData?.summary.title ?? "Playbook"}`, noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Publish Error" />;
}

// Loaded into the editor's dialogs: a save that moved the playbook leaves nothing at this address.
export const shouldRevalidate = keepDataOfMovedPlaybook;
