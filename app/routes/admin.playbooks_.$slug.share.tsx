import { Link2 } from "lucide-react";
import { data, Form, Link } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { SharePreviewLinks } from "~/components/admin/editor/SharePreviewLinks";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { buttonClass } from "~/components/ui/button";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import type { AdminResult } from "~/modules/admin/manager-results";
import { requireAdmin } from "~/modules/auth/guard.server";
import { editorHref } from "~/modules/editor/addresses";
import {
  createPreviewLink,
  PREVIEW_LINK_DAYS,
  revokeSharedLink,
  sharedLinksOf,
} from "~/modules/editor/preview-links.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.playbooks_.$slug.share";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const playbook = await findPlaybookSnapshotBySlug(context.db, params.slug);
  if (!playbook) throw data("Playbook not found", { status: 404 });
  const links = await sharedLinksOf(context, playbook.id);
  return {
    admin,
    playbook: { slug: playbook.input.slug, title: playbook.input.title },
    linkDays: PREVIEW_LINK_DAYS,
    links: links.map(({ path, playbookId: _playbookId, revokedAt: _revokedAt, ...link }) => ({
      ...link,
      url: new URL(path, context.config.SITE_URL).href,
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  if (form.get("intent") === "create") {
    const link = await createPreviewLink(context, params.slug, admin.email);
    if (!link) return data<AdminResult>({ ok: false, message: "This playbook no longer exists." }, { status: 404 });
    context.logger.info({ slug: params.slug, by: admin.email, link: link.id }, "preview link created");
    return { ok: true, message: "Preview link created: copy it below." } satisfies AdminResult;
  }
  if (form.get("intent") === "revoke") {
    const revoked = await revokeSharedLink(context, params.slug, String(form.get("linkId") ?? ""));
    if (revoked) return { ok: true, message: "Preview link turned off: it no longer opens." } satisfies AdminResult;
    return data<AdminResult>({ ok: false, message: "That link was already off or does not exist." }, { status: 404 });
  }
  throw data("Unknown action", { status: 400 });
}

export default function SharePreview({ loaderData, actionData }: Route.ComponentProps) {
  const { playbook, links, linkDays } = loaderData;
  return (
    <AdminPage
      title={`Share preview: ${playbook.title}`}
      description={`Anyone with a link reads the playbook's saved version on the public layout, without an account, for ${linkDays} days or until you turn the link off. Search engines are told not to index it.`}
      admin={loaderData.admin}
      actions={
        <Link to={editorHref(playbook.slug)} className="font-medium text-brand-700 hover:underline">
          Back to the editor
        </Link>
      }
    >
      <ResultNotice result={actionData} />
      <Form method="post" className="mb-6">
        <button type="submit" name="intent" value="create" className={buttonClass("primary")}>
          <Link2 aria-hidden="true" className="size-4" />
          Create a preview link
        </button>
      </Form>
      <SharePreviewLinks links={links} />
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: `Share preview: ${args.loaderData?.playbook.title ?? "Playbook"}`, noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Share Preview Error" />;
}
