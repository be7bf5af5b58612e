import { createImportBatch } from "~/db/queries/import-batches.server";
import type { ImportBatchesTable } from "~/db/schema";
import { ImportFileError } from "./errors";
import { expandArchive } from "./formats/archive";
import type { DocumentFile } from "./formats/document";
import { UNSUPPORTED_FILE_MESSAGE, adapterFor, isArchiveName } from "./formats";
import { UnpackBudget, zipLimits } from "./formats/zip";
import type { UploadedImage } from "./images.server";
import {
  type BatchOptions,
  type ImportEnvironment,
  type QueuedFile,
  type RunningBatch,
  runImportBatch,
} from "./run-batch.server";
import type { ImportSettings } from "./settings.server";
import { formatFileSize } from "./source";

export interface IncomingFile {
  name: string;
  bytes: Uint8Array;
}

/** File names are shown back to the admin; an absurdly long one is cut for display. */
const MAX_NAME_LENGTH = 200;

/**
 * The formats the importer reads and its size limits, as the message the file will show. An
 * archive may be as large as a whole batch (a document with its images); the documents in it
 * are held to the per-file limit when they are read.
 */
export function refuseFile(name: string, size: number, settings: ImportSettings): string | undefined {
  const archive = isArchiveName(name);
  if (!archive && !adapterFor(name)) return UNSUPPORTED_FILE_MESSAGE;
  const limit = archive ? settings.maxBatchBytes : settings.maxFileBytes;
  if (size > limit) return `The file is ${formatFileSize(size)}, over the ${formatFileSize(limit)} limit per file.`;
  return undefined;
}

/** Images over the size limit are left out (the pages that use them report the image as missing). */
export function acceptableImages(images: readonly IncomingFile[], maxBytes: number): UploadedImage[] {
  return images
    .filter((image) => image.bytes.byteLength <= maxBytes)
    .map((image) => ({ name: image.name, body: Buffer.from(image.bytes) }));
}

interface BatchEntry {
  fileName: string;
  fileSize: number;
  error?: string;
  document?: DocumentFile;
}

/**
 * A file as the batch lists it: refused with its reason, or one entry per document (an archive
 * holds several). Archives draw on the batch's one unpacking budget.
 */
async function entriesOf(file: IncomingFile, settings: ImportSettings, budget: UnpackBudget): Promise<BatchEntry[]> {
  const fileName = file.name.slice(0, MAX_NAME_LENGTH);
  const fileSize = file.bytes.byteLength;
  const error = refuseFile(file.name, fileSize, settings);
  if (error) return [{ fileName, fileSize, error }];
  if (!isArchiveName(file.name)) return [{ fileName, fileSize, document: { name: fileName, bytes: file.bytes } }];
  try {
    const documents = await expandArchive(fileName, file.bytes, zipLimits(budget));
    return documents.map((document) => ({
      fileName: document.name.slice(0, MAX_NAME_LENGTH),
      fileSize: document.bytes.byteLength,
      document,
    }));
  } catch (failure) {
    if (!(failure instanceof ImportFileError)) throw failure;
    return [{ fileName, fileSize, error: failure.message }];
  }
}

/**
 * Records a batch (refused files already marked with their error, archives opened into their
 * documents) and starts it. `stored` settles when every playbook is stored; `done` when their
 * images have arrived too. The admin screen waits for neither but polls.
 */
export async function startImportBatch(
  env: ImportEnvironment,
  source: ImportBatchesTable["source"],
  files: readonly IncomingFile[],
  images: readonly IncomingFile[],
  options: BatchOptions = {},
): Promise<{ batchId: string } & RunningBatch> {
  // Archives are opened one after another, all within one budget: what the batch unpacks to in
  // all is at most IMPORT_MAX_BATCH_BYTES, however many archives it holds.
  const budget = new UnpackBudget(env.settings.maxBatchBytes);
  const entries: BatchEntry[] = [];
  for (const file of files) entries.push(...(await entriesOf(file, env.settings, budget)));
  const { batchId, fileIds } = await createImportBatch(env.db, source, entries);
  const queued: QueuedFile[] = entries.flatMap((entry, index) =>
    entry.document ? [{ fileId: fileIds[index]!, fileName: entry.fileName, document: entry.document }] : [],
  );
  return {
    batchId,
    ...runImportBatch(env, batchId, queued, acceptableImages(images, env.settings.maxFileBytes), options),
  };
}
