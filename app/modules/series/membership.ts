import { applyPartOperation } from "~/modules/admin/part-operations";

/** A change to a series' playbooks, named by playbook id so a page open for a while moves the right one. */
export type MembershipChange =
  { type: "add" | "remove" | "move-up" | "move-down"; playbookId: string } | { type: "reorder"; playbookIds: string[] };

const SINGLE = ["add", "remove", "move-up", "move-down"] as const;

/** Reads the series manager's buttons: intent plus playbookId, or intent "reorder" with the whole order. */
export function parseMembershipChange(form: FormData): MembershipChange | undefined {
  const intent = form.get("intent");
  if (intent === "reorder") {
    const playbookIds = form.getAll("playbookIds").filter((id): id is string => typeof id === "string" && id !== "");
    return { type: "reorder", playbookIds };
  }
  const playbookId = form.get("playbookId");
  const type = SINGLE.find((candidate) => candidate === intent);
  if (!type || typeof playbookId !== "string" || playbookId === "") return undefined;
  return { type, playbookId };
}

/**
 * The series' new order. Adding a member again, moving past either end or a reorder that is not
 * exactly the current members (someone changed the series meanwhile) leaves it as it is.
 */
export function applyMembershipChange(ids: readonly string[], change: MembershipChange): string[] {
  if (change.type === "reorder") {
    const proposed = new Set(change.playbookIds);
    const same =
      proposed.size === ids.length && change.playbookIds.length === ids.length && ids.every((id) => proposed.has(id));
    return same ? [...change.playbookIds] : [...ids];
  }
  if (change.type === "add") return ids.includes(change.playbookId) ? [...ids] : [...ids, change.playbookId];
  const index = ids.indexOf(change.playbookId);
  if (index === -1) return [...ids];
  const type = change.type === "remove" ? "delete" : change.type;
  return applyPartOperation(ids, { type, index }, () => change.playbookId);
}
