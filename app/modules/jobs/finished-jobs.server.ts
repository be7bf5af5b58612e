import { z } from "zod";
import { deleteFinishedJobs } from "~/db/queries/jobs.server";
import { defineJob, type JobDefinition } from "./define";

const DAY_MS = 24 * 60 * 60_000;
/** Long enough to look into why a job failed last week. */
export const KEEP_FINISHED_DAYS = 30;

/** Once a day, forgets jobs that ended a month ago, except those of kinds whose rows are a record. */
export function finishedJobsPruning(definitions: readonly JobDefinition[]) {
  const keptKinds = definitions.filter((definition) => definition.keepFinished).map((definition) => definition.kind);
  return defineJob({
    kind: "finished-jobs-pruning",
    payload: z.object({}),
    everyMs: DAY_MS,
    async run(_payload, { db, logger, signal }) {
      signal.throwIfAborted();
      const deleted = await deleteFinishedJobs(db, {
        before: new Date(Date.now() - KEEP_FINISHED_DAYS * DAY_MS),
        keptKinds,
      });
      if (deleted > 0) logger.info({ deleted }, "finished background jobs forgotten");
    },
  });
}
