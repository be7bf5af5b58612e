import { data, Link } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { PackItemEditor } from "~/components/admin/resources/PackItemEditor";
import { PackItemHistory } from "~/components/admin/resources/PackItemHistory";
import { ResultNotice } from "~/components/admin/ResultNotice";
import "~/components/reader/prose.css";
import { listPackItemRevisions } from "~/db/queries/resource-pack-edits.server";
import { findPackItem } from "~/db/queries/resource-pack.server";
import { formatAdminDate } from "~/modules/admin/format";
import { requireAdmin } from "~/modules/auth/guard.server";
import { restorePackItemRevision, savePackItemForm } from "~/modules/resources/edit.server";
import { renderPackMarkdown } from "~/modules/resources/render.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.resources_.$slug";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const item = await findPackItem(context.db, params.slug);
  if (!item) throw data("Pack item not found", { status: 404 });
  const revisions = await listPackItemRevisions(context.db, item.id);
  return {
    admin,
    item: { slug: item.slug, title: item.title, summary: item.summary, body: item.body, version: item.version },
    saved: { at: item.updated_at, by: item.updated_by },
    preview: renderPackMarkdown(item.body),
    revisions: revisions.map((revision) => ({
      id: revision.id,
      version: revision.version,
      title: revision.title,
      body: revision.body,
      savedAt: revision.saved_at,
      savedBy: revision.saved_by,
      replacedAt: revision.replaced_at,
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "save" && intent !== "restore") {
    return data({ ok: false as const, message: "Unknown action." }, { status: 400 });
  }
  const edit = intent === "save" ? savePackItemForm : restorePackItemRevision;
  const result = await edit(context, params.slug, form, admin.email);
  if (result.ok) context.logger.info({ slug: params.slug, intent, by: admin.email }, "resources pack item changed");
  return data(result, { status: result.ok ? 200 : result.status });
}

export default function AdminResourceItem({ loaderData, actionData }: Route.ComponentProps) {
  const { item, saved, revisions } = loaderData;
  const refused = actionData && !actionData.ok && "values" in actionData ? actionData.values : undefined;
  return (
    <AdminPage
      title={`Edit: ${item.title}`}
      description={`Version ${item.version}, saved ${formatAdminDate(saved.at)}${saved.by ? ` by ${saved.by}` : " from the content files"}. Every lead's pack shows the saved version.`}
      admin={loaderData.admin}
      actions={
        <Link to="/admin/resources" className="font-medium text-brand-700 hover:underline">
          All pack items
        </Link>
      }
    >
      <ResultNotice result={actionData} />
      <PackItemEditor key={item.version} version={item.version} values={{ ...item, ...refused }} />
      <details className="mt-8 rounded-xl border border-slate-200 p-5">
        <summary className="cursor-pointer font-semibold text-slate-950">Preview the saved version</summary>
        <div className="playbook-prose mt-4" dangerouslySetInnerHTML={{ __html: loaderData.preview }} />
      </details>
      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="mb-4 text-xl font-bold text-slate-950">
          Earlier versions
        </h2>
        <PackItemHistory slug={item.slug} currentVersion={item.version} revisions={revisions} />
      </section>
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: args.data ? `Edit: ${args.data.item.title}` : "Resources Pack", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Resources Pack Error" />;
}
