import { data } from "react-router";
import type { PlaybookDraft } from "./playbook-draft";

/** What the playbook manager's action answers, read by the editor (fetcher) or the page (without scripts). */
export type ManagerResult =
  | { intent: "save"; ok: true; title: string }
  /** `savedVersion`: someone else saved that version first; `copyId`: the session the text is kept in. */
  | { intent: "save"; ok: false; errors: string[]; draft: PlaybookDraft; copyId: string; savedVersion?: number }
  | { intent: "part-operation"; draft: PlaybookDraft; copyId: string }
  | { intent: "discard-copy"; ok: boolean; discarded: string }
  | { intent: "delete"; ok: true; title: string }
  | { intent: "delete"; ok: false; errors: string[] }
  | ({ intent: "bulk" } & AdminResult);

/** What publishing a draft answers, from the playbook manager or the importer's results. */
export type PublishResult =
  /** `warning`: its parts with nothing to read, which stay hidden ("2 parts are empty…"). */
  { intent: "publish"; ok: true; slug: string; warning?: string } | { intent: "publish"; ok: false; errors: string[] };

/** The answer to a publish, given whether the playbook was found (a 404 when it was deleted meanwhile). */
export function publishResult(found: boolean, slug: string, warning?: string) {
  if (found) return { intent: "publish", ok: true, slug, warning } satisfies PublishResult;
  const errors = ["Failed to publish playbook: it no longer exists."];
  return data({ intent: "publish", ok: false, errors } satisfies PublishResult, { status: 404 });
}

/** A one-line outcome of a simple admin action (restore a revision, restore from the trash). */
export interface AdminResult {
  ok: boolean;
  message: string;
}
