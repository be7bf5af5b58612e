import { Eye, Pencil } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { PostSettingsForm } from "~/components/admin/post-settings/PostSettingsForm";
import { PublishFlow } from "~/components/admin/publishing/PublishFlow";
import { useOwnerTimeZone } from "~/components/admin/publishing/useOwnerTimeZone";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { buttonClass } from "~/components/ui/button";
import { requireAdmin } from "~/modules/auth/guard.server";
import { editorHref, movedText } from "~/modules/editor/addresses";
import { keepDataOfMovedPlaybook } from "~/modules/editor/moved-playbook";
import { savePostSettings } from "~/modules/post-settings/save-settings.server";
import { loadSettingsPage } from "~/modules/post-settings/settings-page.server";
import { isTimeZone, timeZoneCookie } from "~/modules/publishing/time-zone";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.playbooks_.$slug.settings";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const page = await loadSettingsPage(context, request, params.slug);
  return { admin, page, moved: new URL(request.url).searchParams.get("saved") === "moved" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const outcome = await savePostSettings(context, params.slug, form, admin.email);
  const zone = String(form.get("timeZone") ?? "");
  // The zone chosen for the date is the one times are shown in from now on.
  const headers = isTimeZone(zone) ? { "Set-Cookie": timeZoneCookie(zone) } : undefined;
  if (!outcome.ok) return data(outcome, { status: outcome.conflict ? 409 : 400, headers });
  context.logger.info({ slug: outcome.slug, by: admin.email }, "playbook settings saved");
  // A new slug moves the page too (the editor's panel follows it itself).
  if (outcome.slug !== params.slug && !form.has("panel"))
    throw redirect(`/admin/playbooks/${outcome.slug}/settings?saved=moved`, { headers });
  return data(outcome, { headers });
}

export default function PlaybookSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, admin, moved } = loaderData;
  useOwnerTimeZone(page.draft.timeZone);
  return (
    <AdminPage
      title="Playbook settings"
      description={<>Address, dates, search and sharing of “{page.title}”.</>}
      admin={admin}
      actions={
        <>
          <PublishFlow
            slug={page.slug}
            title={page.title}
            status={page.status}
            returnTo={`/admin/playbooks/${page.slug}/settings`}
            size="md"
          />
          <Link to={editorHref(page.slug)} className={buttonClass("secondary")}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit text
          </Link>
          <a href={`/admin/playbooks/${page.slug}/preview`} className={buttonClass("secondary")}>
            <Eye aria-hidden="true" className="size-4" />
            Preview
          </a>
        </>
      }
    >
      {moved && (
        <ResultNotice
          result={{
            ok: true,
            message: `Settings saved. ${movedText(page.slug)}`,
          }}
        />
      )}
      <PostSettingsForm key={page.draft.timeZone} data={page} answer={actionData} />
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: `Settings: ${args.loaderData?.page.title ?? "Playbook"}`, noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Playbook Settings Error" />;
}

// Loaded into the editor's dialogs: a save that moved the playbook leaves nothing at this address.
export const shouldRevalidate = keepDataOfMovedPlaybook;
