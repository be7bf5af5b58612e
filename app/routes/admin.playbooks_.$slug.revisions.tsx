import { data, Link } from "react-router";
import { z } from "zod";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { RestoreButton } from "~/components/admin/playbooks/RestoreButton";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { listRevisions } from "~/db/queries/revisions.server";
import { formatAdminDate } from "~/modules/admin/format";
import type { AdminResult } from "~/modules/admin/manager-results";
import { restoreRevision } from "~/modules/admin/playbook-manager.server";
import { requireAdmin } from "~/modules/auth/guard.server";
import { editorHref } from "~/modules/editor/addresses";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.playbooks_.$slug.revisions";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const playbook = await findPlaybookSnapshotBySlug(context.db, params.slug);
  if (!playbook) throw data("Playbook not found", { status: 404 });
  return {
    admin,
    playbook: {
      slug: playbook.input.slug,
      title: playbook.input.title,
      version: playbook.version,
      savedAt: playbook.updatedAt,
    },
    revisions: await listRevisions(context.db, playbook.id),
  };
}

const restoreForm = z.object({ revisionId: z.string().min(1), expectedVersion: z.coerce.number().int().min(1) });

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = restoreForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return data<AdminResult>({ ok: false, message: "Choose a revision to restore." }, { status: 400 });
  const outcome = await restoreRevision(context.db, { slug: params.slug, ...form.data, savedBy: admin.email });
  if (!outcome.ok) return data<AdminResult>({ ok: false, message: outcome.errors.join(" ") }, { status: 409 });
  return { ok: true, message: `Restored: the playbook is now at version ${outcome.version}.` } satisfies AdminResult;
}

export default function PlaybookRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { playbook, revisions } = loaderData;
  const revisionsPath = `/admin/playbooks/${playbook.slug}/revisions`;
  return (
    <AdminPage
      title={`History: ${playbook.title}`}
      description={`Current version ${playbook.version}, saved ${formatAdminDate(playbook.savedAt)}. Every save keeps the version it replaces; restoring one keeps the current version too.`}
      admin={loaderData.admin}
      actions={
        <Link to={editorHref(playbook.slug)} className="font-medium text-brand-700 hover:underline">
          Edit the current version
        </Link>
      }
    >
      <ResultNotice result={actionData} />
      {revisions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No earlier versions yet: this playbook has not been changed since it was created.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {revisions.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
              <div>
                <p className="font-semibold text-slate-950">
                  Version {revision.version}: {revision.title}
                </p>
                <p className="text-sm text-slate-600">
                  Saved {formatAdminDate(revision.savedAt)} · {revision.partCount} parts ·{" "}
                  {revision.wordCount.toLocaleString("en")} words · replaced {formatAdminDate(revision.replacedAt)}
                  {revision.replacedBy ? ` by ${revision.replacedBy}` : " by an import"}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Link to={`${revisionsPath}/${revision.id}`} className="font-medium text-brand-700 hover:underline">
                  View<span className="sr-only"> version {revision.version}</span>
                </Link>
                <RestoreButton
                  action={revisionsPath}
                  fields={{ revisionId: revision.id, expectedVersion: playbook.version }}
                  label={`Restore version ${revision.version}`}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Playbook History", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Playbook Manager Error" />;
}
