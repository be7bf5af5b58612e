import { data } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { RestoreButton } from "~/components/admin/playbooks/RestoreButton";
import { ResultNotice } from "~/components/admin/ResultNotice";
import {
  listTrash,
  purgeExpiredTrash,
  restoreFromTrash,
  TRASH_RETENTION_DAYS,
  TrashRestoreError,
} from "~/db/queries/trash.server";
import { formatAdminDate } from "~/modules/admin/format";
import type { AdminResult } from "~/modules/admin/manager-results";
import { requireAdmin } from "~/modules/auth/guard.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.trash";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  // Purging here (rather than on a timer) needs no scheduler and keeps every instance in step.
  const purged = await purgeExpiredTrash(context.db);
  if (purged > 0) context.logger.info({ purged, retentionDays: TRASH_RETENTION_DAYS }, "purged expired playbooks");
  // The retention lives with the trash queries (server-only); the page shows it from here.
  return { admin, entries: await listTrash(context.db), retentionDays: TRASH_RETENTION_DAYS };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const id = (await request.formData()).get("id");
  if (typeof id !== "string" || id === "") {
    return data<AdminResult>({ ok: false, message: "Choose a playbook to restore." }, { status: 400 });
  }
  try {
    const restored = await restoreFromTrash(context.db, id);
    context.logger.info({ slug: restored.slug, by: admin.email }, "playbook restored from trash");
    return { ok: true, message: `"${restored.title}" is back in the catalog.` } satisfies AdminResult;
  } catch (error) {
    if (!(error instanceof TrashRestoreError)) throw error;
    return data<AdminResult>({ ok: false, message: error.message }, { status: 409 });
  }
}

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Trash"
      description={`Deleted playbooks stay here for ${loaderData.retentionDays} days. Restoring one brings it back with its parts, categories, series and history.`}
      admin={loaderData.admin}
    >
      <ResultNotice result={actionData} />
      {loaderData.entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          The trash is empty.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {loaderData.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
              <div>
                <p className="font-semibold text-slate-950">{entry.title}</p>
                <p className="text-sm text-slate-600">
                  /{entry.slug} · deleted {formatAdminDate(entry.deletedAt)}
                  {entry.deletedBy ? ` by ${entry.deletedBy}` : ""} · purged {formatAdminDate(entry.purgeAt)}
                </p>
              </div>
              <RestoreButton action="/admin/trash" fields={{ id: entry.id }} label={`Restore ${entry.title}`} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Trash", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Playbook Manager Error" />;
}
