import type { Kysely } from "kysely";
import pLimit from "p-limit";
import type { Logger } from "pino";
import { type ImportFileUpdate, finishImportBatch, updateImportFile } from "~/db/queries/import-batches.server";
import { addImportImages } from "~/db/queries/import-images.server";
import { appendToSeries, findSeriesIdByName } from "~/db/queries/import-series.server";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import type { Database } from "~/db/schema";
import { retryWhileUnavailable } from "~/db/unavailable";
import { scheduleJob } from "~/modules/jobs/schedule.server";
import type { MediaStorage } from "~/modules/storage/storage.server";
import { ImportFileError, describeImportFailure } from "./errors";
import { type ImageCache, type UploadedImage, processImages } from "./images.server";
import { importImages, settleBatchImages } from "./images-job.server";
import type { ImageFetcher } from "./remote-images.server";
import type { ImportSettings } from "./settings.server";
import type { DocumentFile } from "./formats/document";
import { type DocumentConverter, sharedConverter } from "./formats/worker/conversion.server";

export interface ImportEnvironment {
  db: Kysely<Database>;
  storage: MediaStorage;
  logger: Logger;
  settings: ImportSettings;
  /** How web images are fetched (the network by default). */
  fetchImage?: ImageFetcher;
  /** Where documents are converted (the process's worker threads by default). */
  converter?: DocumentConverter;
}

export interface BatchOptions {
  onFileDone?: (outcome: FileOutcome) => void;
  /**
   * Whether `done` also waits for the web images, running their jobs in this process (the
   * command line, the benchmark, tests). A server leaves them to its job runner.
   */
  drainImages?: boolean;
}

/** A batch under way: `stored` settles when every file is stored (or refused), `done` once their web images have arrived too. */
export interface RunningBatch {
  stored: Promise<FileOutcome[]>;
  done: Promise<FileOutcome[]>;
}

export interface QueuedFile {
  fileId: string;
  fileName: string;
  document: DocumentFile;
}

export type FileOutcome =
  | { fileName: string; status: "completed"; slug: string; title: string }
  | { fileName: string; status: "error"; error: string };

/**
 * Files are processed a few at a time (no pauses between them): enough to overlap image
 * downloads and database writes, few enough that a batch of large pages stays within memory.
 */
export const FILE_CONCURRENCY = 4;

/**
 * Runs the pipeline over a batch's files and records each file's progress as it goes. A file
 * that fails gets its message and the others carry on; each playbook is stored whole or not at
 * all. Database writes wait out a short outage (a restart) instead of failing the file. A
 * playbook is stored as soon as its own text and images are ready; its web images follow in the
 * background, so no image host ever holds the batch.
 */
export function runImportBatch(
  env: ImportEnvironment,
  batchId: string,
  files: readonly QueuedFile[],
  uploads: readonly UploadedImage[],
  { onFileDone, drainImages = true }: BatchOptions = {},
): RunningBatch {
  const cache: ImageCache = new Map();
  const inTurn = oneAtATimePerKey();
  const limit = pLimit(FILE_CONCURRENCY);
  const stored = (async () => {
    const outcomes = await Promise.all(
      files.map((file) =>
        limit(async () => {
          const outcome = await importFile(env, batchId, file, uploads, cache, inTurn);
          onFileDone?.(outcome);
          return outcome;
        }),
      ),
    );
    await retryWhileUnavailable(() => finishImportBatch(env.db, batchId));
    return outcomes;
  })();
  const done = drainImages
    ? stored.then(async (outcomes) => {
        await settleBatchImages(env, batchId);
        return outcomes;
      })
    : stored;
  return { stored, done };
}

async function importFile(
  env: ImportEnvironment,
  batchId: string,
  file: QueuedFile,
  uploads: readonly UploadedImage[],
  cache: ImageCache,
  inTurn: <T>(key: string, task: () => Promise<T>) => Promise<T>,
): Promise<FileOutcome> {
  // Progress writes are chained so they land in order and all before the final status.
  let writes = Promise.resolve();
  const record = (update: ImportFileUpdate) => {
    writes = writes.then(() => retryWhileUnavailable(() => updateImportFile(env.db, batchId, file.fileId, update)));
    return writes;
  };
  try {
    await record({ status: "processing" });
    const converter = env.converter ?? sharedConverter();
    const { parsed, assets } = await converter.convert(file.document, file.fileName, env.settings.maxFileBytes);
    const images = await processImages(parsed.images, {
      slug: parsed.slug,
      uploads,
      assets,
      deferDownloads: true,
      storage: env.storage,
      download: env.settings.download,
      cache,
      // A failed progress write surfaces at the final write; here it must not become an unhandled rejection.
      onProgress: (progress) => void record(progress).catch(() => undefined),
    });
    const { declared } = parsed;
    const seriesId = declared.series ? await findSeriesIdByName(env.db, declared.series) : undefined;
    const input = await converter.assemble(parsed, images, {
      fileName: file.fileName,
      importedAt: new Date().toISOString(),
      batchId,
      notes:
        declared.series && !seriesId
          ? [`Series "${declared.series}" does not exist yet: create it, then add this playbook to it.`]
          : [],
    });
    // Repeating it is safe: the playbook is keyed by slug and written in one transaction. A new
    // playbook is a draft until the owner publishes it; a re-import keeps the status it has.
    // Two documents of one batch with the same title (a page and its export) are stored in turn:
    // the later one updates the earlier, as a re-import does, instead of racing it.
    const { id: playbookId } = await inTurn(input.slug, () =>
      retryWhileUnavailable(() => upsertPlaybook(env.db, input, new Date(), { statusIfNew: "draft" })),
    );
    if (seriesId) await retryWhileUnavailable(() => appendToSeries(env.db, seriesId, input.slug));
    await writes;
    if (images.deferred.length > 0) {
      await retryWhileUnavailable(() => addImportImages(env.db, file.fileId, playbookId, images.deferred));
      await retryWhileUnavailable(() =>
        scheduleJob(env.db, importImages, { fileId: file.fileId }, { key: file.fileId }),
      );
    }
    await record({ status: "completed", playbookSlug: input.slug, error: null });
    return { fileName: file.fileName, status: "completed", slug: input.slug, title: input.title };
  } catch (error) {
    const message = describeImportFailure(error);
    // A refused file is the file's problem, not the server's: no stack trace for it.
    if (error instanceof ImportFileError)
      env.logger.info({ fileName: file.fileName, batchId, reason: message }, "import file refused");
    else env.logger.error({ err: error, fileName: file.fileName, batchId }, "import of a file failed");
    await writes.catch(() => undefined);
    await retryWhileUnavailable(() =>
      updateImportFile(env.db, batchId, file.fileId, { status: "error", error: message }),
    );
    return { fileName: file.fileName, status: "error", error: message };
  }
}

/** Runs tasks with the same key one after another (tasks with different keys run freely). */
function oneAtATimePerKey() {
  const last = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (last.get(key) ?? Promise.resolve()).catch(() => undefined).then(task);
    last.set(key, run);
    return run;
  };
}
