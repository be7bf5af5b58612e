import { type ImageSettlement, pendingImportImages, settleImportImage } from "~/db/queries/import-images.server";
import { rewritePlaybookParts } from "~/db/queries/playbook-rewrite.server";
import { retryWhileUnavailable } from "~/db/unavailable";
import { type DownloadOptions, type DownloadedImage, downloadImage } from "~/modules/images/download.server";
import { ImageError } from "~/modules/images/errors";
import { storeImageSet } from "~/modules/images/store.server";
import { type HostGate, imageHostGate } from "./host-gate.server";
import { fileNameOf } from "./image-match";
import { type ImageArrival, applyImageArrival } from "./image-swap.server";
import { type ImageCache, optimizeCached } from "./images.server";
import type { ImportEnvironment } from "./run-batch.server";

/** Fetches a web image; the default goes over the network, a test or the benchmark brings its own. */
export type ImageFetcher = (url: string, options: DownloadOptions) => Promise<DownloadedImage>;

export interface RemoteImagesTask {
  fileId: string;
  slug: string;
}

/**
 * Downloads the web images of one stored playbook, each through the host gate (per-host limits,
 * dead hosts skipped), and swaps each into the playbook as it arrives; a failed one gives way to
 * its alt text. Every image's outcome is recorded for the progress and results screens. Safe to
 * run again: only images still waiting are fetched, and each is settled once. When `signal`
 * aborts (the job's runner stops or lost its claim), downloads stop and the images not yet
 * settled stay waiting for the next run.
 */
export async function fetchRemoteImages(
  env: ImportEnvironment,
  task: RemoteImagesTask,
  {
    cache = new Map(),
    gate = imageHostGate,
    signal,
  }: { cache?: ImageCache; gate?: HostGate; signal?: AbortSignal } = {},
): Promise<void> {
  const fetchImage = env.fetchImage ?? downloadImage;
  const pending = await retryWhileUnavailable(() => pendingImportImages(env.db, { fileId: task.fileId }));
  // One playbook's swaps are written one after another, each reading what the last one wrote.
  let swaps = Promise.resolve();
  const swapIn = (arrival: ImageArrival) => {
    swaps = swaps.then(async () => {
      await retryWhileUnavailable(() =>
        rewritePlaybookParts(env.db, task.slug, (stored) => applyImageArrival(stored, arrival)),
      );
    });
    return swaps;
  };
  await Promise.all(
    pending.map(async (image) => {
      const fileName = fileNameOf(image.url) || "image";
      let settlement: ImageSettlement;
      try {
        signal?.throwIfAborted();
        const { body } = await gate.run(image.url, () => fetchImage(image.url, { ...env.settings.download, signal }));
        const set = await optimizeCached(body, cache);
        const stored = await storeImageSet(env.storage, task.slug, fileName, set);
        await swapIn({ url: image.url, fileName, stored, originalSize: set.originalSize });
        settlement = { status: "completed", fileSize: body.byteLength };
      } catch (failure) {
        if (signal?.aborted) throw failure;
        const error = failure instanceof ImageError ? failure.message : "Unknown error";
        if (!(failure instanceof ImageError)) env.logger.error({ err: failure, url: image.url }, "import image failed");
        await swapIn({ url: image.url, fileName, error });
        settlement = { status: "failed", error };
      }
      await retryWhileUnavailable(() => settleImportImage(env.db, image.id, settlement));
    }),
  );
}
