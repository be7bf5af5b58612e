import type { SlugChange } from "./queries/redirects.server";

interface NewPart {
  slug: string;
  /** The slug the part had when the editor loaded it; absent for the importer and restores. */
  previousSlug?: string;
}

/**
 * Which of a playbook's part addresses moved in a save, old slug to new. Only an address that
 * no part has any more is redirected (a slug still in use is that part's page). The editor says
 * which part each one was (`previousSlug`); otherwise (a re-import, a restored revision) the
 * part at the same position inherits the address, when its own slug is new: a renamed heading.
 */
export function partSlugChanges(oldSlugs: readonly string[], parts: readonly NewPart[]): SlugChange[] {
  const newSlugs = new Set(parts.map((part) => part.slug));
  const known = new Set(oldSlugs);
  const identified = parts.some((part) => part.previousSlug !== undefined);
  const changes = identified
    ? parts.flatMap((part) => (part.previousSlug ? [{ from: part.previousSlug, to: part.slug }] : []))
    : oldSlugs.flatMap((from, index) => {
        const to = parts[index]?.slug;
        return to !== undefined && !known.has(to) ? [{ from, to }] : [];
      });
  return changes.filter((change) => known.has(change.from) && !newSlugs.has(change.from));
}
