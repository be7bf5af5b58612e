/** What the Parts tab's buttons do to the working copy (in the browser, or on the server without scripts). */
export type PartOperation = { type: "add" } | { type: "move-up" | "move-down" | "delete"; index: number };

/** Reads a button value such as "add", "move-up:2" or "delete:0". */
export function parsePartOperation(value: unknown): PartOperation | undefined {
  if (value === "add") return { type: "add" };
  const match = typeof value === "string" ? /^(move-up|move-down|delete):(\d+)$/.exec(value) : null;
  if (!match) return undefined;
  return { type: match[1] as "move-up" | "move-down" | "delete", index: Number(match[2]) };
}

export function partOperationValue(operation: PartOperation): string {
  return operation.type === "add" ? "add" : `${operation.type}:${operation.index}`;
}

/** A new list; moves past either end and out-of-range indexes change nothing. */
export function applyPartOperation<T>(parts: readonly T[], operation: PartOperation, blank: () => T): T[] {
  if (operation.type === "add") return [...parts, blank()];
  const { index } = operation;
  if (index < 0 || index >= parts.length) return [...parts];
  if (operation.type === "delete") return parts.filter((_, position) => position !== index);
  const target = operation.type === "move-up" ? index - 1 : index + 1;
  if (target < 0 || target >= parts.length) return [...parts];
  const moved = [...parts];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/**
 * The part the editor shows after an operation on a list of `count` parts (before it): the one
 * added, the one moved, or the one before a deleted part.
 */
export function shownPartAfter(operation: PartOperation, shown: number, count: number): number {
  if (operation.type === "add") return count;
  const { index } = operation;
  if (operation.type === "delete") {
    const after = index === shown ? index - 1 : index < shown ? shown - 1 : shown;
    return Math.max(0, Math.min(after, count - 2));
  }
  const target = operation.type === "move-up" ? index - 1 : index + 1;
  if (target < 0 || target >= count) return shown;
  if (shown === index) return target;
  return shown === target ? index : shown;
}
