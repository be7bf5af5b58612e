import { z } from "zod";
import type { Config } from "~/config.server";
import {
  IMPORT_IMAGES_JOB_KIND,
  failPendingImportImages,
  imageJobFailure,
  imageJobsUnderWay,
  pendingImportImages,
} from "~/db/queries/import-images.server";
import { defineJob } from "~/modules/jobs/define";
import { createJobRunner } from "~/modules/jobs/runner.server";
import { type ImageFetcher, fetchRemoteImages } from "./remote-images.server";
import type { ImportEnvironment } from "./run-batch.server";
import { type ImportSettings, importSettings } from "./settings.server";

/** Runs of one file's image job before it gives up and its waiting images are failed with the reason. */
const MAX_ATTEMPTS = 3;

/** How often a process waiting for a batch's images looks again when another instance holds them. */
const WAIT_MS = 200;

/** What an image left waiting by a job that gave up says. */
export function jobGaveUpMessage(reason: string | undefined): string {
  return `The download job gave up after ${MAX_ATTEMPTS} tries${reason ? ` (${reason})` : ""}: choose "Retry failed images" to try again.`;
}

/**
 * The background job that fetches one imported file's web images (keyed by the file), run by any
 * instance's job runner. Running it twice is harmless: only images still waiting are fetched. On
 * its last try, a failure fails the images still waiting with the reason, so nothing waits for
 * them for ever. A process that brings its own fetcher or settings (the benchmark, a test) makes
 * its own copy.
 */
export function importImagesJob(overrides: { fetchImage?: ImageFetcher; settings?: ImportSettings } = {}) {
  return defineJob({
    kind: IMPORT_IMAGES_JOB_KIND,
    // Jobs queued before images were keyed by playbook id also carry its slug; it is not needed.
    payload: z.object({ fileId: z.string() }),
    retry: { maxAttempts: MAX_ATTEMPTS },
    async run(task, context) {
      const settings = overrides.settings ?? importSettings(context.config);
      const env = { ...context, settings, fetchImage: overrides.fetchImage };
      try {
        await fetchRemoteImages(env, task, { signal: context.signal });
      } catch (error) {
        if (context.job.attempt >= MAX_ATTEMPTS)
          await failPendingImportImages(context.db, [task.fileId], jobGaveUpMessage((error as Error).message));
        throw error;
      }
    },
  });
}

/** The kind as the registry and scheduleJob know it. */
export const importImages = importImagesJob();

/**
 * Waits until every web image of a batch has arrived or failed, running the batch's image jobs
 * in this process meanwhile (the command line and the benchmark have no server to run them; in
 * a server, its own runner and this one share the jobs through their claims). When no job is
 * left to fetch the images still waiting (one gave up, or was removed), they are failed with
 * its reason: this never waits for ever.
 */
export async function settleBatchImages(env: ImportEnvironment, batchId: string): Promise<void> {
  if ((await pendingImportImages(env.db, { batchId })).length === 0) return;
  const runner = createJobRunner({
    // The job reads its settings from the environment, not from the configuration.
    services: { db: env.db, storage: env.storage, logger: env.logger, config: {} as Config },
    definitions: [importImagesJob({ fetchImage: env.fetchImage, settings: env.settings })],
  });
  for (;;) {
    const pending = await pendingImportImages(env.db, { batchId });
    if (pending.length === 0) return;
    if ((await runner.runOnce()) > 0) continue;
    const fileIds = [...new Set(pending.map((image) => image.fileId))];
    if (await imageJobsUnderWay(env.db, fileIds)) {
      await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
      continue;
    }
    await failPendingImportImages(env.db, fileIds, jobGaveUpMessage(await imageJobFailure(env.db, fileIds)));
  }
}
