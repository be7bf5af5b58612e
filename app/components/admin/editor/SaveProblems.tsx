import { Eye, GitCompare, Replace } from "lucide-react";
import { buttonClass } from "~/components/ui/button";

interface SaveProblemsProps {
  errors: readonly string[];
  /** Set when someone else saved this version first: both texts are kept, the owner chooses. */
  savedVersion?: number;
  /** The owner's preview of the saved version, to compare. */
  savedPreviewHref: string;
  /** Opens the side-by-side comparison (with scripts). */
  onCompare?: () => void;
}

/** Why the save was refused, and after a conflict the two ways forward; nothing typed is lost either way. */
export function SaveProblems({ errors, savedVersion, savedPreviewHref, onCompare }: SaveProblemsProps) {
  return (
    <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <ul className="list-disc pl-5">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
      {savedVersion !== undefined && (
        <div className="mt-3 flex flex-wrap gap-2">
          {onCompare && (
            <button type="button" onClick={onCompare} className={buttonClass("primary", "sm")}>
              <GitCompare aria-hidden="true" className="size-4" />
              Compare and choose, part by part
            </button>
          )}
          <a href={savedPreviewHref} target="_blank" rel="noreferrer" className={buttonClass("secondary", "sm")}>
            <Eye aria-hidden="true" className="size-4" />
            Open the saved version<span className="sr-only"> (version {savedVersion}, in a new tab)</span>
          </a>
          <button type="submit" name="replaceVersion" value={savedVersion} className={buttonClass("secondary", "sm")}>
            <Replace aria-hidden="true" className="size-4" />
            Replace with my version
          </button>
        </div>
      )}
    </div>
  );
}
