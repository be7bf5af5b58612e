import { data } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { RestoreButton } from "~/components/admin/playbooks/RestoreButton";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { restoreSeriesFromTrash } from "~/db/queries/series-trash.server";
import { listTrash, purgeExpiredTrash, TRASH_RETENTION_DAYS, TrashRestoreError } from "~/db/queries/trash.server";
import { formatAdminDate } from "~/modules/admin/format";
import { restorePlaybook, restoreScheduleNote } from "~/modules/admin/trash-restore.server";
import type { AdminResult } from "~/modules/admin/manager-results";
import { requireAdmin } from "~/modules/auth/guard.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.trash";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  // Purging here (rather than on a timer) needs no scheduler and keeps every instance in step.
  const purged = await purgeExpiredTrash(context.db);
  if (purged > 0) context.logger.info({ purged, retentionDays: TRASH_RETENTION_DAYS }, "purged expired trash");
  // The retention lives with the trash queries (server-only); the page shows it from here.
  const [playbooks, series] = await Promise.all([listTrash(context.db), listTrash(context.db, "series_trash")]);
  // What restoring does with a schedule is told before the owner restores.
  const entries = playbooks.map(({ schedule, ...entry }) => ({ ...entry, note: restoreScheduleNote(schedule) }));
  return { admin, entries, series, retentionDays: TRASH_RETENTION_DAYS };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const id = form.get("id");
  const kind = form.get("kind") === "series" ? "series" : "playbook";
  if (typeof id !== "string" || id === "") {
    return data<AdminResult>({ ok: false, message: `Choose a ${kind} to restore.` }, { status: 400 });
  }
  try {
    if (kind === "series") {
      const restored = await restoreSeriesFromTrash(context.db, id);
      context.logger.info({ slug: restored.slug, by: admin.email }, "series restored from trash");
      return { ok: true, message: `"${restored.title}" is back at /series/${restored.slug}.` } satisfies AdminResult;
    }
    const message = await restorePlaybook(context.db, id);
    context.logger.info({ id, by: admin.email }, "playbook restored from trash");
    return { ok: true, message } satisfies AdminResult;
  } catch (error) {
    if (!(error instanceof TrashRestoreError)) throw error;
    return data<AdminResult>({ ok: false, message: error.message }, { status: 409 });
  }
}

interface ShownEntry {
  id: string;
  title: string;
  address: string;
  deletedAt: string;
  deletedBy: string | null;
  purgeAt: string;
  /** What restoring does beyond bringing it back (its publication schedule). */
  note?: string;
}

function TrashList({ entries, kind }: { entries: readonly ShownEntry[]; kind: "playbook" | "series" }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
          <div>
            <p className="font-semibold text-slate-950">{entry.title}</p>
            <p className="text-sm text-slate-600">
              {entry.address} · deleted {formatAdminDate(entry.deletedAt)}
              {entry.deletedBy ? ` by ${entry.deletedBy}` : ""} · will be purged on {formatAdminDate(entry.purgeAt)}
            </p>
            {entry.note && <p className="text-sm text-slate-700">{entry.note}</p>}
          </div>
          <RestoreButton action="/admin/trash" fields={{ id: entry.id, kind }} label={`Restore ${entry.title}`} />
        </li>
      ))}
    </ul>
  );
}

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const { entries, series, retentionDays } = loaderData;
  const empty = entries.length === 0 && series.length === 0;
  return (
    <AdminPage
      title="Trash"
      description={`Deleted playbooks and series stay here for ${retentionDays} days. Restoring a playbook brings it back with its parts, categories, series, history and publication schedule; restoring a series brings back its playbooks in their order.`}
      admin={loaderData.admin}
    >
      <ResultNotice result={actionData} />
      {empty && (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          The trash is empty.
        </p>
      )}
      {entries.length > 0 && (
        <section aria-labelledby="trash-playbooks">
          <h2 id="trash-playbooks" className="mb-3 text-lg font-bold text-slate-950">
            Playbooks
          </h2>
          <TrashList
            kind="playbook"
            entries={entries.map((entry) => ({ ...entry, address: `/catalog/${entry.slug}` }))}
          />
        </section>
      )}
      {series.length > 0 && (
        <section aria-labelledby="trash-series" className="mt-8">
          <h2 id="trash-series" className="mb-3 text-lg font-bold text-slate-950">
            Series
          </h2>
          <TrashList kind="series" entries={series.map((entry) => ({ ...entry, address: `/series/${entry.slug}` }))} />
        </section>
      )}
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Trash", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Playbook Manager Error" />;
}
