import { RestoreButton } from "~/components/admin/playbooks/RestoreButton";
import { formatAdminDate } from "~/modules/admin/format";

export interface PackRevisionSummary {
  id: string;
  version: number;
  title: string;
  body: string;
  savedAt: string;
  savedBy: string | null;
  replacedAt: string;
}

/** Earlier versions of a pack item, newest first, each readable and restorable. */
export function PackItemHistory({
  slug,
  currentVersion,
  revisions,
}: {
  slug: string;
  currentVersion: number;
  revisions: readonly PackRevisionSummary[];
}) {
  if (revisions.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
        No earlier versions yet: this item has not been changed since it was loaded.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {revisions.map((revision) => (
        <li key={revision.id} className="px-5 py-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-semibold text-slate-950">
                Version {revision.version}: {revision.title}
              </p>
              <p className="text-sm text-slate-600">
                Saved {formatAdminDate(revision.savedAt)}
                {revision.savedBy ? ` by ${revision.savedBy}` : " from the content files"} · replaced{" "}
                {formatAdminDate(revision.replacedAt)}
              </p>
            </div>
            <RestoreButton
              action={`/admin/resources/${slug}`}
              fields={{ intent: "restore", revisionId: revision.id, expectedVersion: currentVersion }}
              label={`Restore version ${revision.version}`}
            />
          </div>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">
              Show version {revision.version}&apos;s content
            </summary>
            <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800">
              {revision.body}
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
