import type { Kysely } from "kysely";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { PlaybookVersionConflictError, upsertPlaybook } from "~/db/queries/playbooks.server";
import type { Database } from "~/db/schema";
import type { CategoryKind } from "~/modules/catalog/categories";

export type CategoryChange =
  /** One checkbox (the manager with scripts): add or remove one category, leaving the rest alone. */
  | { type: "toggle"; kind: CategoryKind; category: string; checked: boolean }
  /** The whole row (the manager's form without scripts), or one kind only (a bulk action; the other is kept). */
  | { type: "set"; aiCategories?: string[]; batonCategories?: string[] };

/** Concurrent saves of the same playbook are retried from its new state this many times. */
const ATTEMPTS = 3;

function toggled(current: readonly string[], category: string, checked: boolean): string[] {
  const others = current.filter((value) => value !== category);
  // A newly ticked category goes last, so the primary (first) category only changes when it is unticked.
  return checked ? [...others, category] : others;
}

/**
 * Saves a playbook's categories as a normal versioned save (so it leaves a revision and the
 * public pages follow at once). Undefined when no playbook has this slug.
 */
export async function updatePlaybookCategories(
  db: Kysely<Database>,
  slug: string,
  change: CategoryChange,
  savedBy: string,
): Promise<{ title: string } | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    const stored = await findPlaybookSnapshotBySlug(db, slug);
    if (!stored) return undefined;
    const { input } = stored;
    const categories =
      change.type === "set"
        ? {
            aiCategories: change.aiCategories ?? input.aiCategories,
            batonCategories: change.batonCategories ?? input.batonCategories,
          }
        : change.kind === "ai"
          ? { aiCategories: toggled(input.aiCategories, change.category, change.checked) }
          : { batonCategories: toggled(input.batonCategories, change.category, change.checked) };
    try {
      await upsertPlaybook(db, { ...input, ...categories, expectedVersion: stored.version }, new Date(), { savedBy });
      return { title: input.title };
    } catch (error) {
      if (!(error instanceof PlaybookVersionConflictError) || attempt >= ATTEMPTS) throw error;
    }
  }
}
