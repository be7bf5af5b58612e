import { History, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/useHydrated";
import { formatAdminDate } from "~/modules/admin/format";
import { editorHref } from "~/modules/editor/addresses";
import type { WorkingCopySummary } from "~/modules/editor/working-copy.server";
import { countOf } from "~/modules/text/words";

interface WorkingCopyNoticeProps {
  slug: string;
  /** The version stored now. */
  savedVersion: number;
  /** The copy this editor reopened. */
  restored?: WorkingCopySummary;
  /** Unsaved copies of other sessions (closed tabs, other editors). */
  others: readonly WorkingCopySummary[];
}

function describe(copy: WorkingCopySummary, savedVersion: number): string {
  const parts = [
    `${countOf(copy.wordCount, "word")}, autosaved ${formatAdminDate(copy.updatedAt)} by ${copy.editedBy}`,
  ];
  if (copy.baseVersion < savedVersion) {
    parts.push(`started from version ${copy.baseVersion}; version ${savedVersion} was saved since`);
  }
  if (copy.refusedAt) parts.push("its save was refused because someone else saved first");
  return parts.join("; ");
}

/**
 * Unsaved work the owner should decide about: the working copy this editor reopened (keep it,
 * or discard it for the saved version) and any others left by closed tabs or other editors.
 * Discard buttons submit the editor's form with the copy's id.
 */
export function WorkingCopyNotice({ slug, savedVersion, restored, others }: WorkingCopyNoticeProps) {
  const hydrated = useHydrated();
  const [kept, setKept] = useState(false);
  if ((!restored || kept) && others.length === 0) return null;
  return (
    <section
      aria-label="Unsaved work"
      className="mt-4 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      {restored && !kept && (
        <div>
          <p className="font-semibold">You are editing your unsaved working copy, not the saved version.</p>
          <p className="mt-1">{describe(restored, savedVersion)}.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {hydrated && (
              <button type="button" onClick={() => setKept(true)} className={buttonClass("secondary", "sm")}>
                Keep it
              </button>
            )}
            <button type="submit" name="discardCopyId" value={restored.id} className={buttonClass("secondary", "sm")}>
              <Trash2 aria-hidden="true" className="size-4" />
              Discard it and edit the saved version
            </button>
          </div>
        </div>
      )}
      {others.length > 0 && (
        <div>
          <p className="font-semibold">
            {others.length === 1
              ? "Another unsaved working copy of this playbook exists."
              : `${others.length} other unsaved working copies of this playbook exist.`}{" "}
            Nothing was overwritten: open one to carry on with it, or discard it.
          </p>
          <ul className="mt-2 space-y-2">
            {others.map((copy) => (
              <li key={copy.id} className="flex flex-wrap items-center gap-2">
                <span className="flex-1">{describe(copy, savedVersion)}</span>
                <Link to={editorHref(slug, copy.id)} className={buttonClass("secondary", "sm")}>
                  <History aria-hidden="true" className="size-4" />
                  Open it<span className="sr-only">: the copy autosaved {formatAdminDate(copy.updatedAt)}</span>
                </Link>
                <button type="submit" name="discardCopyId" value={copy.id} className={buttonClass("secondary", "sm")}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Discard<span className="sr-only"> the copy autosaved {formatAdminDate(copy.updatedAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
