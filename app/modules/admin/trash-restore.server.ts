import type { Kysely } from "kysely";
import { restoreFromTrash } from "~/db/queries/trash.server";
import type { PublicationSchedule } from "~/db/queries/playbook-snapshots.server";
import type { Database } from "~/db/schema";
import { queueScheduledChanges } from "~/modules/publishing/schedule.server";
import { formatAdminDate } from "./format";

/**
 * Restores a playbook from the trash with its publication schedule: its publish and unpublish
 * times are stored again and their jobs queued in the same transaction. A time that passed
 * while it was in the trash comes due at once, as it would have had it never been deleted.
 * Returns the sentence the trash page shows.
 */
export async function restorePlaybook(db: Kysely<Database>, id: string, now = new Date()): Promise<string> {
  const restored = await restoreFromTrash(db, id, (trx, { id: playbookId, schedule }) =>
    queueScheduledChanges(trx, playbookId, {
      publishAt: schedule.publishAt ? new Date(schedule.publishAt) : null,
      unpublishAt: schedule.unpublishAt ? new Date(schedule.unpublishAt) : null,
    }),
  );
  const where = restored.status === "published" ? "back in the catalog" : "back among the drafts";
  const plans = scheduleSentences(restored.schedule, now);
  return [`"${restored.title}" is ${where}.`, ...plans].join(" ");
}

/** A deleted playbook's scheduled changes, and whether each is still ahead. */
function scheduledChanges(schedule: PublicationSchedule, now: Date) {
  return (
    [
      [schedule.publishAt, "go public"],
      [schedule.unpublishAt, "go back to draft"],
    ] as const
  ).flatMap(([at, change]) => (at ? [{ at: formatAdminDate(at), change, ahead: Date.parse(at) > now.getTime() }] : []));
}

/** What the restore did with the schedule, for the message after it. */
function scheduleSentences(schedule: PublicationSchedule, now: Date): string[] {
  return scheduledChanges(schedule, now).map(({ at, change, ahead }) =>
    ahead
      ? `It is still scheduled to ${change} on ${at}.`
      : `It was scheduled to ${change} on ${at}, which passed while it was in the trash, so it does so now.`,
  );
}

/** What restoring will do with the schedule, for the trash list ("" when nothing is scheduled). */
export function restoreScheduleNote(schedule: PublicationSchedule | undefined, now = new Date()): string {
  if (!schedule) return "";
  return scheduledChanges(schedule, now)
    .map(({ at, change, ahead }) =>
      ahead
        ? `Scheduled to ${change} on ${at}; restoring keeps the schedule.`
        : `Was scheduled to ${change} on ${at}; restoring makes it ${change === "go public" ? "public" : "a draft"} at once.`,
    )
    .join(" ");
}
