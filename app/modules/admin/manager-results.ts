import { data } from "react-router";

/** What the playbook manager's action answers, read by its rows (fetchers) or the page (without scripts). */
export type ManagerResult =
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
