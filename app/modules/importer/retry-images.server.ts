import type { Kysely } from "kysely";
import { retryFailedImportImages } from "~/db/queries/import-images.server";
import type { Database } from "~/db/schema";
import { scheduleJob } from "~/modules/jobs/schedule.server";
import { countOf } from "~/modules/text/words";
import { importImages } from "./images-job.server";

/**
 * "Retry failed images": every failed web image of a batch waits again, and each of their
 * files' download jobs is queued afresh (a job that gave up starts over with all its tries).
 */
export async function retryFailedImages(
  db: Kysely<Database>,
  batchId: string,
): Promise<{ ok: boolean; message: string }> {
  const { images, fileIds } = await retryFailedImportImages(db, batchId);
  if (images === 0) return { ok: false, message: "No image of this import has failed: there is nothing to retry." };
  for (const fileId of fileIds) await scheduleJob(db, importImages, { fileId }, { key: fileId, ifExists: "replace" });
  return {
    ok: true,
    message: `Fetching ${countOf(images, "failed image")} again: each is swapped in as it arrives, or says again why not.`,
  };
}
