import { createImportBatch } from "~/db/queries/import-batches.server";
import type { ImportBatchesTable } from "~/db/schema";
import { hasHtmlName } from "./file-types";
import type { UploadedImage } from "./images.server";
import { type FileOutcome, type ImportEnvironment, type QueuedFile, runImportBatch } from "./run-batch.server";
import { formatFileSize } from "./source";

export interface IncomingFile {
  name: string;
  bytes: Uint8Array;
}

/** File names are shown back to the admin; an absurdly long one is cut for display. */
const MAX_NAME_LENGTH = 200;

/** The spec's HTML filter (.html/.htm) and our size limit, as the message the file will show. */
export function refuseHtmlFile(name: string, size: number, maxBytes: number): string | undefined {
  if (!hasHtmlName(name)) return "Only .html and .htm files can be imported.";
  if (size > maxBytes)
    return `The file is ${formatFileSize(size)}, over the ${formatFileSize(maxBytes)} limit per file.`;
  return undefined;
}

/** Images over the size limit are left out (the pages that use them report the image as missing). */
export function acceptableImages(images: readonly IncomingFile[], maxBytes: number): UploadedImage[] {
  return images
    .filter((image) => image.bytes.byteLength <= maxBytes)
    .map((image) => ({ name: image.name, body: Buffer.from(image.bytes) }));
}

/**
 * Records a batch (refused files already marked with their error) and starts it. The returned
 * promise settles when every file is done; the admin screen does not wait for it but polls.
 */
export async function startImportBatch(
  env: ImportEnvironment,
  source: ImportBatchesTable["source"],
  files: readonly IncomingFile[],
  images: readonly IncomingFile[],
  onFileDone?: (outcome: FileOutcome) => void,
): Promise<{ batchId: string; done: Promise<FileOutcome[]> }> {
  const entries = files.map((file) => ({
    fileName: file.name.slice(0, MAX_NAME_LENGTH),
    fileSize: file.bytes.byteLength,
    error: refuseHtmlFile(file.name, file.bytes.byteLength, env.settings.maxFileBytes),
  }));
  const { batchId, fileIds } = await createImportBatch(env.db, source, entries);
  const queued: QueuedFile[] = files.flatMap((file, index) =>
    entries[index]!.error ? [] : [{ fileId: fileIds[index]!, fileName: entries[index]!.fileName, bytes: file.bytes }],
  );
  const done = runImportBatch(env, batchId, queued, acceptableImages(images, env.settings.maxFileBytes), onFileDone);
  return { batchId, done };
}
