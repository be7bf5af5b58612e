import { z } from "zod";
import {
  type ImportBatchView,
  closeStalledImportBatch,
  findImportBatch,
  latestImportBatchId,
} from "~/db/queries/import-batches.server";
import { closeStalledImportImages } from "~/db/queries/import-images.server";
import type { AppContext } from "~/context";

/** A running batch whose files have not moved for this long was abandoned by a stopped server. */
export const STALLED_AFTER_MS = 2 * 60 * 1000;
export const STALLED_MESSAGE = "Processing stopped before this file finished (the server restarted). Import it again.";
export const STALLED_IMAGE_MESSAGE =
  "Failed to download: the server restarted before this image arrived. Import the file again to fetch it.";

const batchIdSchema = z.uuid();

/**
 * The batch named in the address (?batch=…), or else the latest one. A batch that stalled is
 * closed first, so its files show an error instead of 'Processing' forever.
 */
export async function loadImportBatch(
  context: Pick<AppContext, "db">,
  searchParams: URLSearchParams,
): Promise<ImportBatchView | undefined> {
  const requested = batchIdSchema.safeParse(searchParams.get("batch"));
  const batchId = requested.success ? requested.data : await latestImportBatchId(context.db);
  if (!batchId) return undefined;
  const staleBefore = new Date(Date.now() - STALLED_AFTER_MS);
  await closeStalledImportBatch(context.db, batchId, staleBefore, STALLED_MESSAGE);
  await closeStalledImportImages(context.db, batchId, staleBefore, STALLED_IMAGE_MESSAGE);
  return findImportBatch(context.db, batchId);
}
