import {
  type ImageSettlement,
  type ImportImageView,
  failPendingImportImages,
  pendingImportImages,
  settleImportImage,
} from "~/db/queries/import-images.server";
import { findPlaybookSlugById } from "~/db/queries/playbooks.server";
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
}

export const PLAYBOOK_GONE_MESSAGE = "Its playbook was deleted before the image arrived.";

interface FetchOptions {
  cache?: ImageCache;
  gate?: HostGate;
  /** Aborted when the server stops: images not started yet stay waiting for the job's next run. */
  signal?: AbortSignal;
}

/**
 * Downloads the web images of one stored playbook, each through the host gate (per-host limits,
 * dead hosts skipped), and swaps each into the playbook, found by its id, as it arrives; a failed
 * one keeps its web address and its reason is recorded. Each image is settled on its own: one
 * that cannot be recorded (the database is away) does not stop the others, and makes the job
 * run again for what is left. Safe to run again: only images still waiting are fetched. When
 * `signal` aborts (the job's runner stops or lost its claim), downloads stop and the images not
 * yet settled stay waiting for the next run.
 */
export async function fetchRemoteImages(
  env: ImportEnvironment,
  task: RemoteImagesTask,
  { cache = new Map(), gate = imageHostGate, signal }: FetchOptions = {},
): Promise<void> {
  const pending = await retryWhileUnavailable(() => pendingImportImages(env.db, { fileId: task.fileId }));
  if (pending.length === 0) return;
  const playbookId = pending[0]!.playbookId;
  const slug = playbookId ? await retryWhileUnavailable(() => findPlaybookSlugById(env.db, playbookId)) : undefined;
  if (!playbookId || !slug) {
    await failPendingImportImages(env.db, [task.fileId], PLAYBOOK_GONE_MESSAGE);
    return;
  }
  const outcomes = await Promise.allSettled(
    pending.map((image) =>
      signal?.aborted ? Promise.resolve() : settleImage(env, image, { playbookId, slug, cache, gate, signal }),
    ),
  );
  const failure = outcomes.find((outcome) => outcome.status === "rejected");
  if (failure) throw failure.reason;
}

async function settleImage(
  env: ImportEnvironment,
  image: ImportImageView,
  target: { playbookId: string; slug: string; cache: ImageCache; gate: HostGate; signal?: AbortSignal },
): Promise<void> {
  const fetchImage = env.fetchImage ?? downloadImage;
  const fileName = fileNameOf(image.url) || "image";
  let arrival: ImageArrival;
  let settlement: ImageSettlement;
  try {
    target.signal?.throwIfAborted();
    const { body } = await target.gate.run(image.url, () =>
      fetchImage(image.url, { ...env.settings.download, signal: target.signal }),
    );
    const set = await optimizeCached(body, target.cache);
    const stored = await storeImageSet(env.storage, target.slug, fileName, set);
    const { src, srcset, width, height } = stored;
    arrival = { url: image.url, fileName, stored, originalSize: set.originalSize };
    settlement = { status: "completed", fileSize: body.byteLength, placed: { src, srcset, width, height } };
  } catch (failure) {
    if (target.signal?.aborted) throw failure;
    const error = failure instanceof ImageError ? failure.message : "Unknown error";
    if (!(failure instanceof ImageError)) env.logger.error({ err: failure, url: image.url }, "import image failed");
    arrival = { url: image.url, fileName, error };
    settlement = { status: "failed", error };
  }
  // The swap and the image's record land in one transaction, under the playbook's lock.
  const swapped = await retryWhileUnavailable(() =>
    rewritePlaybookParts(
      env.db,
      target.playbookId,
      (stored) => applyImageArrival(stored, arrival),
      (trx) => settleImportImage(trx, image.id, settlement),
    ),
  );
  if (!swapped)
    await retryWhileUnavailable(() =>
      settleImportImage(env.db, image.id, { status: "failed", error: PLAYBOOK_GONE_MESSAGE }),
    );
}
