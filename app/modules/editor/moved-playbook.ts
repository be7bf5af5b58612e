import type { ShouldRevalidateFunction } from "react-router";

const STORED_AT = /^\/admin\/playbooks\/([^/?#]+)\//;

/**
 * Whether the save just made moved its playbook to a new slug: the editor's answer carries the
 * stored playbook (`saved.slug`), the settings' answer its `slug`; the form was posted to the old
 * address (`formAction`).
 */
export function movedBySave(formAction: string | undefined, result: unknown): boolean {
  const from = formAction && STORED_AT.exec(new URL(formAction, "http://x").pathname)?.[1];
  if (!from || typeof result !== "object" || result === null) return false;
  const answer = result as { ok?: unknown; slug?: unknown; saved?: { slug?: unknown } };
  const to = answer.ok === true ? (answer.saved?.slug ?? answer.slug) : undefined;
  return typeof to === "string" && to !== decodeURIComponent(from);
}

/**
 * For the routes of one playbook (its editor, settings, publish summary): after a save that moved
 * it, its old address has nothing to load. The open page follows it itself (the editor moves to
 * the new address; the settings and publish dialogs load afresh each time they open).
 */
export const keepDataOfMovedPlaybook: ShouldRevalidateFunction = ({
  formAction,
  actionResult,
  defaultShouldRevalidate,
}) => (movedBySave(formAction, actionResult) ? false : defaultShouldRevalidate);
