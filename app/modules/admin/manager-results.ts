import type { PlaybookDraft } from "./playbook-draft";

/** What the playbook manager's action answers, read by the editor (fetcher) or the page (without scripts). */
export type ManagerResult =
  | { intent: "save"; ok: true; title: string }
  | { intent: "save"; ok: false; errors: string[]; draft: PlaybookDraft }
  | { intent: "part-operation"; draft: PlaybookDraft }
  | { intent: "delete"; ok: true; title: string }
  | { intent: "delete"; ok: false; errors: string[] };

/** A one-line outcome of a simple admin action (restore a revision, restore from the trash). */
export interface AdminResult {
  ok: boolean;
  message: string;
}
