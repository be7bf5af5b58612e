import type { PlaybookDraft } from "~/modules/admin/playbook-draft";

/** A save made somewhere else: by this owner in another tab or session, by another admin, or by an import. */
export interface SavedElsewhere {
  version: number;
  savedAt: string;
  /** The admin who saved it; null for an import or the demo library. */
  savedBy: string | null;
  /** Saved by the admin this editor belongs to (another of their tabs or sessions). */
  byYou: boolean;
}

/** A save refused because another was saved first: what that one holds, for the side-by-side comparison. */
export interface SaveConflict extends SavedElsewhere {
  theirs: PlaybookDraft;
}

/** What the editor page's action answers, read by the editor (fetcher) or the page (without scripts). */
export type EditorResult =
  /** `saved`: the playbook as stored now (its version, slugs), which the open editor carries on from. */
  | { intent: "save"; ok: true; title: string; saved: PlaybookDraft }
  /** `copyId`: the session the text is kept in; `conflict`: someone else saved first. */
  | { intent: "save"; ok: false; errors: string[]; draft: PlaybookDraft; copyId: string; conflict?: SaveConflict }
  /** A Parts button or a part in the list, pressed before scripts loaded: the form as it now is. */
  | { intent: "part-operation"; draft: PlaybookDraft; copyId: string; shown: number }
  | { intent: "discard-copy"; ok: boolean; discarded: string };
