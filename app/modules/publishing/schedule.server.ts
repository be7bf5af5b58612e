import type { Kysely } from "kysely";
import {
  changePlaybookStatus,
  playbookIdsBySlug,
  storeSchedule,
  type ScheduledChange,
} from "~/db/queries/publication.server";
import type { Database, PlaybookStatus } from "~/db/schema";
import { cancelJob, scheduleJob } from "~/modules/jobs/schedule.server";
import { scheduledPublicationJob, scheduleKey } from "./publication-job.server";

interface Target {
  id: string;
  status: PlaybookStatus;
}

/**
 * Sets (or, with both times null, clears) the publish and unpublish times of playbooks, and
 * queues the jobs that carry them out, in one transaction. A published playbook gets no publish
 * time (it is public already) and a draft no unpublish time unless it also gets a publish time.
 * Returns the ids scheduled and those left out for that reason.
 */
export async function schedulePublication(
  db: Kysely<Database>,
  targets: readonly Target[],
  { publishAt, unpublishAt }: { publishAt: Date | null; unpublishAt: Date | null },
): Promise<{ scheduled: string[]; skipped: string[] }> {
  const clearing = !publishAt && !unpublishAt;
  const fits = (target: Target) =>
    clearing || (target.status === "draft" ? publishAt !== null : publishAt === null && unpublishAt !== null);
  const scheduled = targets.filter(fits).map((target) => target.id);
  await db.transaction().execute(async (trx) => {
    await storeSchedule(trx, scheduled, { publishAt, unpublishAt });
    for (const id of scheduled) await queueScheduledChanges(trx, id, { publishAt, unpublishAt });
  });
  return { scheduled, skipped: targets.filter((target) => !fits(target)).map((target) => target.id) };
}

/**
 * Queues the jobs that carry out a playbook's stored schedule (a time already past comes due at
 * once), withdrawing the one for a change no longer scheduled. Run it in the transaction that
 * stores the times.
 */
export async function queueScheduledChanges(
  trx: Kysely<Database>,
  playbookId: string,
  times: { publishAt: Date | null; unpublishAt: Date | null },
): Promise<void> {
  for (const [change, at] of [
    ["publish", times.publishAt],
    ["unpublish", times.unpublishAt],
  ] as const) {
    const key = scheduleKey(change, playbookId);
    if (at)
      await scheduleJob(trx, scheduledPublicationJob, { playbookId, change }, { key, runAt: at, ifExists: "replace" });
    else await cancelJob(trx, scheduledPublicationJob, key);
  }
}

/** Publishes or unpublishes now; a queued job for the same change is withdrawn. Returns the ids that changed. */
export async function changeStatusNow(
  db: Kysely<Database>,
  ids: readonly string[],
  change: ScheduledChange,
  now: Date = new Date(),
): Promise<string[]> {
  const changed = await changePlaybookStatus(db, ids, change, now);
  for (const id of ids) await cancelJob(db, scheduledPublicationJob, scheduleKey(change, id));
  return changed;
}

/** Publishes one playbook now (its publish button); false when no playbook has this slug. */
export async function publishBySlug(db: Kysely<Database>, slug: string): Promise<boolean> {
  const [target] = await playbookIdsBySlug(db, [slug]);
  if (target) await changeStatusNow(db, [target.id], "publish");
  return target !== undefined;
}
