import { z } from "zod";
import { applyScheduledChange } from "~/db/queries/publication.server";
import { defineJob } from "~/modules/jobs/define";

/**
 * Publishes or unpublishes one playbook at its scheduled time. Keyed `publish:<id>` or
 * `unpublish:<id>`, so a new time replaces the queued job; the change itself is a
 * compare-and-set on the stored time, so it happens once however often the job runs.
 */
export const scheduledPublicationJob = defineJob({
  kind: "scheduled-publication",
  payload: z.object({ playbookId: z.string(), change: z.enum(["publish", "unpublish"]) }),
  retry: { maxAttempts: 10, baseDelayMs: 5_000, maxDelayMs: 5 * 60_000 },
  async run({ playbookId, change }, { db, logger, signal }) {
    signal.throwIfAborted();
    const result = await applyScheduledChange(db, { playbookId, change });
    if (result.applied) {
      logger.info({ playbookId, change }, `scheduled ${change} carried out`);
      return;
    }
    // The owner moved the time later while this run was starting: run again then.
    const waitMs = result.scheduledAt ? Date.parse(result.scheduledAt) - Date.now() : 0;
    if (waitMs > 0) return { retry: "the schedule moved later", afterMs: waitMs };
  },
});

export const scheduleKey = (change: "publish" | "unpublish", playbookId: string) => `${change}:${playbookId}`;
