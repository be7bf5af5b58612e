import os from "node:os";
import type { PlaybookInput } from "~/db/playbook-input";
import type { ImageOutcomes, ImportSource } from "../../assemble.server";
import { ImportFileError } from "../../errors";
import type { UploadedImage } from "../../images.server";
import { CONVERSION_MEMORY_LIMIT_MB, CONVERSION_TIME_LIMIT_MS } from "../../limits";
import type { ParsedPlaybook } from "../../parse";
import type { DocumentFile } from "../document";
import type { ConversionTasks } from "./conversion-tasks";
import { type WorkerPoolOptions, WorkerLimitError, WorkerPool, WorkerTaskError } from "./pool.server";

export interface ConvertedDocument {
  parsed: ParsedPlaybook;
  /** The images that came with the file and any its format produced. */
  assets: UploadedImage[];
}

/** The importer's CPU-heavy steps, run where they cannot hold up the server. */
export interface DocumentConverter {
  convert(file: DocumentFile, fileName: string, maxBytes: number): Promise<ConvertedDocument>;
  assemble(parsed: ParsedPlaybook, images: ImageOutcomes, source: ImportSource): Promise<PlaybookInput>;
  close(): Promise<void>;
}

export type ConversionLimits = Pick<WorkerPoolOptions, "size" | "timeLimitMs" | "memoryLimitMb">;

/** One core is left to the visitors; on two CPUs, one file converts at a time. */
export const DEFAULT_CONVERSION_LIMITS: ConversionLimits = {
  size: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
  timeLimitMs: CONVERSION_TIME_LIMIT_MS,
  memoryLimitMb: CONVERSION_MEMORY_LIMIT_MB,
};

const IDLE_MS = 30_000;
const AFTERWARDS = "Split it into smaller documents and import them together.";

/**
 * Conversion in worker threads (conversion.worker.ts), each file within a time and a memory
 * limit. A file that passes one gets a message saying which, and the batch's other files carry on.
 */
export function conversionWorkers(limits: ConversionLimits = DEFAULT_CONVERSION_LIMITS): DocumentConverter {
  const pool = new WorkerPool<ConversionTasks>({
    ...limits,
    script: new URL("./conversion.worker.ts", import.meta.url),
    idleMs: IDLE_MS,
  });
  const run = async <Result>(task: () => Promise<Result>): Promise<Result> => {
    try {
      return await task();
    } catch (error) {
      throw explain(error, limits);
    }
  };
  return {
    convert: (file, fileName, maxBytes) =>
      run(async () => {
        // The worker gets the document alone: the images beside it stay here for the image step.
        const input = { file: { name: file.name, bytes: ownBuffer(file.bytes) }, fileName, maxBytes };
        const { parsed, assets } = await pool.run("convert", input);
        return { parsed, assets: [...(file.assets ?? []), ...(assets ?? [])] };
      }),
    assemble: (parsed, images, source) => run(() => pool.run("assemble", { parsed, images, source })),
    close: () => pool.close(),
  };
}

let shared: DocumentConverter | undefined;

/** The process's converter: one pool of workers for every batch, so concurrent imports share its limits. */
export function sharedConverter(): DocumentConverter {
  return (shared ??= conversionWorkers());
}

function explain(error: unknown, limits: ConversionLimits): Error {
  if (error instanceof WorkerTaskError)
    return error.remoteName === "ImportFileError" ? new ImportFileError(error.message) : error;
  if (!(error instanceof WorkerLimitError)) return error as Error;
  switch (error.limit) {
    case "time":
      return new ImportFileError(
        `Converting the file took longer than ${limits.timeLimitMs / 1000} s, the limit for one file, so it was stopped. ${AFTERWARDS}`,
      );
    case "memory":
      return new ImportFileError(
        `Converting the file needed more than ${limits.memoryLimitMb} MB of memory, the limit for one file, so it was stopped. ${AFTERWARDS}`,
      );
    default:
      return new Error("The converter stopped unexpectedly while reading this file.");
  }
}

/** A structured clone copies a view's whole buffer: a document cut from a larger one is copied out first. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}
