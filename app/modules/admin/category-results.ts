import type { AdminResult } from "./manager-results";

/** The category manager's answer to one save: which playbook, and whether it worked. */
export interface CategoryResult extends AdminResult {
  slug: string;
  title: string;
}

export function categorySaveFailed(slug: string, title: string): CategoryResult {
  return { ok: false, slug, title, message: `Failed to update categories for "${title}".` };
}
