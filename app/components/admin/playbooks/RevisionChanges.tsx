import { SideBySideDiff } from "~/components/admin/compare/SideBySideDiff";
import type { ComparedRow } from "~/modules/editor/compare";

interface RevisionChangesProps {
  rows: readonly ComparedRow[];
  /** What the left column is ("Version 3") and the right ("Now, version 5"). */
  beforeLabel: string;
  afterLabel: string;
}

/** A past version beside the current one: what changed, row by row, and which rows did not. */
export function RevisionChanges({ rows, beforeLabel, afterLabel }: RevisionChangesProps) {
  const changed = rows.filter((row) => row.comparison);
  const same = rows.filter((row) => !row.comparison);
  return (
    <div className="space-y-6">
      {changed.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          Nothing readers see has changed since this version.
        </p>
      )}
      {changed.map((row) => (
        <section
          key={row.id}
          aria-labelledby={`change-${row.id}`}
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 id={`change-${row.id}`} className="text-lg font-semibold text-slate-950">
            {row.label}
            {row.theirs === undefined && <span className="font-normal text-slate-600"> (added since)</span>}
            {row.mine === undefined && <span className="font-normal text-slate-600"> (removed since)</span>}
          </h2>
          <div className="mt-2">
            <SideBySideDiff comparison={row.comparison!} beforeLabel={beforeLabel} afterLabel={afterLabel} />
          </div>
        </section>
      ))}
      {same.length > 0 && (
        <p className="text-sm text-slate-600">Unchanged: {same.map((row) => row.label).join(" · ")}.</p>
      )}
    </div>
  );
}
