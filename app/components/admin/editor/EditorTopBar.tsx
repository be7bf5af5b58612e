import { ArrowLeft, Eye, History, Link2, Save } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatAdminDate } from "~/modules/admin/format";
import type { AutosaveState } from "./useAutosave";

export type EditorStatus = "draft" | "published" | "scheduled";

const STATUS_STYLES: Record<EditorStatus, { label: string; className: string }> = {
  draft: { label: "Draft", className: "bg-amber-100 text-amber-900" },
  scheduled: { label: "Scheduled", className: "bg-sky-100 text-sky-900" },
  published: { label: "Published", className: "bg-emerald-100 text-emerald-900" },
};

const TIME = new Intl.DateTimeFormat("en-GB", { timeStyle: "short" });

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

interface EditorTopBarProps {
  /** The editor's form: Save submits it from outside (the bar's `actions` may hold forms of their own). */
  form: string;
  /** The Save button's id (Ctrl/⌘-S presses it). */
  saveId: string;
  /** Where "Playbooks" goes back to. */
  backHref: string;
  status: EditorStatus;
  /** For a scheduled playbook: when it goes public. */
  publishAt?: string | null;
  autosave: AutosaveState;
  saving: boolean;
  previewHref: string;
  onPreview: (event: MouseEvent<HTMLAnchorElement>) => void;
  shareHref: string;
  historyHref: string;
  /**
   * The publishing controls, shown between the status and Save: Publish / Schedule /
   * Unpublish and the playbook's Settings (the publish flow mounts its own component here).
   * Each element should be a button or link of `buttonClass("secondary", "sm")` size; the area
   * wraps onto a second line on a phone.
   */
  actions?: ReactNode;
}

/**
 * The editor's one bar, across the top and always in reach: the way back, the playbook's
 * status and whether the text is safe, previews and history, the `actions` area for
 * publishing, and Save (the form's first submit button, so Enter in a field and Ctrl/⌘-S save
 * too). It sits outside the editor's form, so the actions can be forms of their own.
 */
export function EditorTopBar(props: EditorTopBarProps) {
  const { status, autosave } = props;
  const badge = STATUS_STYLES[status];
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-2 px-2 py-2 sm:gap-x-3 sm:px-4">
        <Link to={props.backHref} className={buttonClass("ghost", "sm")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">Playbooks</span>
        </Link>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge.className}`}>
          {badge.label}
          {status === "scheduled" && props.publishAt && (
            <span className="font-normal"> for {formatAdminDate(props.publishAt)}</span>
          )}
        </span>
        <span
          role={autosave.kind === "failed" ? "alert" : "status"}
          className={`min-w-0 flex-1 truncate text-sm max-sm:order-last max-sm:basis-full ${autosave.kind === "failed" ? "text-red-800" : "text-slate-600"}`}
        >
          {autosaveText(autosave)}
        </span>
        <nav aria-label="Playbook" className="flex items-center">
          <a
            href={props.previewHref}
            target="_blank"
            rel="noreferrer"
            onClick={props.onPreview}
            className={buttonClass("ghost", "sm")}
          >
            <Eye aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Preview</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Link to={props.shareHref} target="_blank" className={buttonClass("ghost", "sm")}>
            <Link2 aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Share</span>
            <span className="sr-only"> a preview (opens in a new tab)</span>
          </Link>
          <Link to={props.historyHref} className={buttonClass("ghost", "sm")}>
            <History aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">History</span>
          </Link>
        </nav>
        {props.actions && <div className="flex flex-wrap items-center gap-2">{props.actions}</div>}
        <button
          type="submit"
          id={props.saveId}
          form={props.form}
          name="intent"
          value="save"
          disabled={props.saving}
          aria-keyshortcuts="Control+S Meta+S"
          className={buttonClass("primary", "sm")}
        >
          <Save aria-hidden="true" className="size-4" />
          {props.saving ? "Saving..." : "Save"}
        </button>
      </div>
    </header>
  );
}
