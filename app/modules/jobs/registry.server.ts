import { analyticsMaintenanceJob } from "~/modules/analytics/analytics.server";
import { BEEHIIV_DELIVERY } from "~/db/queries/leads.server";
import { CONFIRMATION_DELIVERY } from "~/modules/leads/confirmation-email.server";
import { leadDeliveryJob } from "~/modules/leads/delivery-job.server";
import { scheduledPublicationJob } from "~/modules/publishing/publication-job.server";
import { rateLimitPruningJob } from "~/modules/rate-limit/pruning.server";
import type { JobDefinition } from "./define";
import { finishedJobsPruning } from "./finished-jobs.server";
import { createJobRunner, type JobRunner } from "./runner.server";

/**
 * Every kind of background job the server runs. A feature adds its kind here (defined beside
 * the feature with defineJob) and queues jobs with scheduleJob; the runner claims only kinds
 * listed here, so a job of a kind removed from the code waits, untouched.
 */
const FEATURE_JOBS: readonly JobDefinition[] = [
  leadDeliveryJob(BEEHIIV_DELIVERY),
  leadDeliveryJob(CONFIRMATION_DELIVERY),
  rateLimitPruningJob,
  analyticsMaintenanceJob,
  scheduledPublicationJob,
];

export const JOB_DEFINITIONS: readonly JobDefinition[] = [...FEATURE_JOBS, finishedJobsPruning(FEATURE_JOBS)];

/** The server's runner: every instance starts one, and the database gives each job to one of them. */
export function startJobRunner(services: Parameters<typeof createJobRunner>[0]["services"]): JobRunner {
  const runner = createJobRunner({ services, definitions: JOB_DEFINITIONS });
  runner.start();
  return runner;
}
