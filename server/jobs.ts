import { BEEHIIV_DELIVERY } from "~/db/queries/leads.server";
import { analyticsMaintenanceJob } from "~/modules/analytics/analytics.server";
import { askEmbeddingsJob } from "~/modules/ask/embeddings/embedding-job.server";
import { searchIndexUpkeepJob } from "~/modules/catalog/search/index-upkeep.server";
import { importImages } from "~/modules/importer/images-job.server";
import type { JobDefinition } from "~/modules/jobs/define";
import { finishedJobsPruning } from "~/modules/jobs/finished-jobs.server";
import { createJobRunner, type JobRunner } from "~/modules/jobs/runner.server";
import { CONFIRMATION_DELIVERY } from "~/modules/leads/confirmation-email.server";
import { DEFAULT_LEAD_DELIVERY, leadDeliveryJob } from "~/modules/leads/delivery-job.server";
import { PACK_CHANNEL, SUBSCRIPTION_CHANNEL } from "~/modules/leads/delivery.server";
import { BEEHIIV_PACK_DELIVERY, PACK_EMAIL_DELIVERY } from "~/modules/leads/pack-email.server";
import { scheduledPublicationJob } from "~/modules/publishing/publication-job.server";
import { rateLimitPruningJob } from "~/modules/rate-limit/pruning.server";

/**
 * Every kind of background job the server runs, listed where the server is put together (the
 * composition root, beside start.ts) so that app/modules/jobs depends on no feature: features
 * import the jobs module to define and queue their kinds, and only this file knows them all.
 * A feature adds its kind here (defined beside the feature with defineJob) and queues jobs with
 * scheduleJob; the runner claims only kinds listed here, so a job of a kind removed from the
 * code waits, untouched.
 */
const FEATURE_JOBS: readonly JobDefinition[] = [
  // Both beehiiv kinds wait out one 429 together; both e-mail kinds share the mail server.
  leadDeliveryJob(BEEHIIV_DELIVERY, { ...DEFAULT_LEAD_DELIVERY, provider: "beehiiv" }, SUBSCRIPTION_CHANNEL),
  leadDeliveryJob(CONFIRMATION_DELIVERY, { ...DEFAULT_LEAD_DELIVERY, provider: "smtp" }, SUBSCRIPTION_CHANNEL),
  leadDeliveryJob(PACK_EMAIL_DELIVERY, { ...DEFAULT_LEAD_DELIVERY, provider: "smtp" }, PACK_CHANNEL),
  leadDeliveryJob(BEEHIIV_PACK_DELIVERY, { ...DEFAULT_LEAD_DELIVERY, provider: "beehiiv" }, PACK_CHANNEL),
  rateLimitPruningJob,
  analyticsMaintenanceJob,
  scheduledPublicationJob,
  searchIndexUpkeepJob,
  importImages,
  askEmbeddingsJob,
];

export const JOB_DEFINITIONS: readonly JobDefinition[] = [...FEATURE_JOBS, finishedJobsPruning(FEATURE_JOBS)];

/** The server's runner: every instance starts one, and the database gives each job to one of them. */
export function startJobRunner(services: Parameters<typeof createJobRunner>[0]["services"]): JobRunner {
  const runner = createJobRunner({ services, definitions: JOB_DEFINITIONS });
  runner.start();
  return runner;
}
