import { GitCompare } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { savedElsewhereText } from "./saved-elsewhere-text";
import type { SavedElsewhereNotice } from "./useSavedElsewhere";

interface SavedElsewhereBannerProps {
  notice: SavedElsewhereNotice;
  onCompare: () => void;
  comparing: boolean;
}

/** Said the moment the playbook is saved elsewhere, before this editor's next save could be refused. */
export function SavedElsewhereBanner({ notice, onCompare, comparing }: SavedElsewhereBannerProps) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">
        {savedElsewhereText(notice)}
        {notice.tab ? " (another tab of this browser)." : "."}
      </p>
      <p className="mt-1">
        Version {notice.version} is saved now; your text here started from an earlier one and is kept as your working
        copy. Compare the two and choose, part by part, before you save.
      </p>
      <button
        type="button"
        onClick={onCompare}
        disabled={comparing}
        className={`${buttonClass("secondary", "sm")} mt-3`}
      >
        <GitCompare aria-hidden="true" className="size-4" />
        {comparing ? "Opening the comparison…" : "Compare and choose"}
      </button>
    </div>
  );
}
