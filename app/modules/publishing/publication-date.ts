/**
 * The rules of a playbook's publication date (docs/decisions/0027-publishing-dates-and-post-settings.md):
 * the date its feed item, sitemap entry and JSON-LD show. Shared by the publish flow, the
 * settings page and the public pages.
 */

/** No date before this is taken: a typo in the year, not a backdate. */
export const EARLIEST_PUBLICATION_DATE = new Date("2000-01-01T00:00:00.000Z");

/**
 * A date typed "now" is a moment behind the server's clock by the time it arrives: up to this
 * much in the future still counts as now.
 */
const CLOCK_SLACK_MS = 5 * 60_000;

/**
 * Why a date the owner chose cannot be the publication date, or undefined when it can: it must
 * not come after the moment the playbook goes (or went) public, since a feed item dated in the
 * future is skipped or misordered by readers, and it must be a plausible date.
 */
export function publicationDateProblem(chosen: Date, goesPublicAt: Date): string | undefined {
  if (Number.isNaN(chosen.getTime())) return "Enter a date and a time.";
  if (chosen < EARLIEST_PUBLICATION_DATE) return "Choose a date in 2000 or later.";
  if (chosen.getTime() > goesPublicAt.getTime() + CLOCK_SLACK_MS)
    return "The publish date cannot be later than the moment it goes public: schedule it instead.";
  return undefined;
}

/**
 * The date a playbook shows as published once it goes public at `goesPublicAt`: the date it
 * already has (an earlier publication, or the owner's choice), else that moment.
 */
export function publicationDate(stored: string | null, goesPublicAt: Date): string {
  return stored ?? goesPublicAt.toISOString();
}

/**
 * When a public playbook last changed, for `lastmod` and `dateModified`: its last save, or its
 * publication if that is later (a draft edited last week and published today changed today).
 * Never earlier than the date it shows as published.
 */
export function lastModified(updatedAt: string, publishedAt: string | null): string {
  if (!publishedAt) return updatedAt;
  return Date.parse(publishedAt) > Date.parse(updatedAt) ? publishedAt : updatedAt;
}
