import { z } from "zod";
import type { Config } from "~/config.server";
import { pendingImportImages } from "~/db/queries/import-images.server";
import { defineJob } from "~/modules/jobs/define";
import { createJobRunner } from "~/modules/jobs/runner.server";
import { type ImageFetcher, fetchRemoteImages } from "./remote-images.server";
import type { ImportEnvironment } from "./run-batch.server";
import { type ImportSettings, importSettings } from "./settings.server";

export const IMPORT_IMAGES_KIND = "import-images";

/** How often a process waiting for a batch's images looks again when another instance holds them. */
const WAIT_MS = 200;

/**
 * The background job that fetches one imported file's web images (keyed by the file), run by any
 * instance's job runner. Running it twice is harmless: only images still waiting are fetched.
 * A process that brings its own fetcher or settings (the benchmark, a test) makes its own copy.
 */
export function importImagesJob(overrides: { fetchImage?: ImageFetcher; settings?: ImportSettings } = {}) {
  return defineJob({
    kind: IMPORT_IMAGES_KIND,
    payload: z.object({ fileId: z.string(), slug: z.string() }),
    retry: { maxAttempts: 3 },
    async run(task, context) {
      const settings = overrides.settings ?? importSettings(context.config);
      await fetchRemoteImages({ ...context, settings, fetchImage: overrides.fetchImage }, task, {
        signal: context.signal,
      });
    },
  });
}

/** The kind as the registry and scheduleJob know it. */
export const importImages = importImagesJob();

/**
 * Waits until every web image of a batch has arrived or failed, running the batch's image jobs
 * in this process meanwhile (the command line and the benchmark have no server to run them; in
 * a server, its own runner and this one share the jobs through their claims).
 */
export async function settleBatchImages(env: ImportEnvironment, batchId: string): Promise<void> {
  if ((await pendingImportImages(env.db, { batchId })).length === 0) return;
  const runner = createJobRunner({
    // The job reads its settings from the environment, not from the configuration.
    services: { db: env.db, storage: env.storage, logger: env.logger, config: {} as Config },
    definitions: [importImagesJob({ fetchImage: env.fetchImage, settings: env.settings })],
  });
  while ((await pendingImportImages(env.db, { batchId })).length > 0) {
    if ((await runner.runOnce()) === 0) await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
}
