import { Eye, Link2 } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { readingTimeMinutes } from "~/db/playbook-input";
import type { PlaybookStatus } from "~/db/schema";
import { countOf } from "~/modules/text/words";
import type { AutosaveState } from "./useAutosave";

const TIME = new Intl.DateTimeFormat("en-GB", { timeStyle: "medium" });

function autosaveText(state: AutosaveState): string {
  switch (state.kind) {
    case "clean":
      return "No unsaved changes";
    case "pending":
      return "Unsaved changes…";
    case "saving":
      return "Saving your working copy…";
    case "saved":
      return `Working copy saved at ${TIME.format(new Date(state.at))}`;
    case "failed":
      return `Working copy not saved: ${state.error} Your text is still here; trying again.`;
  }
}

interface EditorStatusBarProps {
  status: PlaybookStatus;
  /** Undefined until the counter has loaded. */
  words?: number;
  autosave: AutosaveState;
  previewHref: string;
  onPreview: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  shareHref: string;
}

/** What the owner needs at a glance while writing: status, length, whether the text is safe, and previews. */
export function EditorStatusBar({ status, words, autosave, previewHref, onPreview, shareHref }: EditorStatusBarProps) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <span className="font-semibold text-slate-900">{status === "draft" ? "Draft" : "Published"}</span>
      {words !== undefined && (
        <span>
          {countOf(words, "word")} · {readingTimeMinutes(words)} min read
        </span>
      )}
      <span
        role={autosave.kind === "failed" ? "alert" : "status"}
        className={autosave.kind === "failed" ? "text-red-800" : ""}
      >
        {autosaveText(autosave)}
      </span>
      <span className="ml-auto flex gap-2">
        <a
          href={previewHref}
          target="_blank"
          rel="noreferrer"
          onClick={onPreview}
          className={buttonClass("secondary", "sm")}
        >
          <Eye aria-hidden="true" className="size-4" />
          Preview<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Link to={shareHref} target="_blank" className={buttonClass("secondary", "sm")}>
          <Link2 aria-hidden="true" className="size-4" />
          Share preview<span className="sr-only"> (opens in a new tab)</span>
        </Link>
      </span>
    </div>
  );
}
