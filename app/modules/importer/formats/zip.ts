import yauzl from "yauzl";
import { ImportFileError } from "../errors";
import { formatFileSize } from "../source";

export const ZIP_MAX_ENTRIES = 2000;
/** Text compresses about 10:1; an entry that expands more than this is a bomb, not a document. */
export const ZIP_MAX_RATIO = 100;

/**
 * What every archive of one batch (or the parts of one Word document) may unpack to in all.
 * Each archive takes its share from its declared sizes before anything is inflated, so twenty
 * archives of 100 MB each cannot together unpack to 2 GB.
 */
export class UnpackBudget {
  private spent = 0;

  constructor(readonly limitBytes: number) {}

  /** Takes `bytes` from the budget, or refuses the archive with the limit in its message. */
  take(bytes: number): void {
    if (this.spent + bytes <= this.limitBytes) {
      this.spent += bytes;
      return;
    }
    const limit = formatFileSize(this.limitBytes);
    throw new ImportFileError(
      this.spent === 0
        ? `The archive unpacks to more than ${limit}, over the limit for one import.`
        : `The archives of this import unpack to more than ${limit} in all, over the limit for one import. Import this archive on its own.`,
    );
  }

  /** Gives back what a nested archive took once it is unpacked and let go. */
  release(bytes: number): void {
    this.spent = Math.max(0, this.spent - bytes);
  }
}

/** Limits that keep an archive from being a zip bomb. */
export interface ZipLimits {
  budget: UnpackBudget;
  maxEntries: number;
  maxRatio: number;
}

export function zipLimits(budget: UnpackBudget): ZipLimits {
  return { budget, maxEntries: ZIP_MAX_ENTRIES, maxRatio: ZIP_MAX_RATIO };
}

export interface ZipListing {
  /** The path inside the archive, with forward slashes. */
  path: string;
  /** As the central directory declares it; inflating stops with an error past it. */
  uncompressedSize: number;
}

export interface ZipEntry {
  path: string;
  bytes: Buffer;
}

/** An archive whose directory passed every limit: its entries listed, each inflated only on request. */
export interface OpenedZip {
  entries: ZipListing[];
  /** What the wanted entries declare in all (taken from the budget). */
  declaredBytes: number;
  /** The entry's bytes (checked against its declared size while inflating). */
  read(entry: ZipListing): Promise<Buffer>;
  /** Inflates the entry to count its bytes and keeps none: a lie about its size is refused. */
  verify(entry: ZipListing): Promise<void>;
  close(): void;
}

/**
 * Opens an archive and checks its whole central directory before inflating a byte: damaged,
 * password-protected, too many files, any entry expanding more than `maxRatio` times whatever
 * its size, and the declared sizes of the entries `wanted` (all by default) taken from the
 * budget. Messages are for the person who chose the file.
 */
export async function openZip(
  bytes: Uint8Array,
  limits: ZipLimits,
  wanted: (path: string) => boolean = () => true,
): Promise<OpenedZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
    });
  } catch {
    throw new ImportFileError("The archive is damaged or incomplete and could not be opened.");
  }
  const found = new Map<ZipListing, yauzl.Entry>();
  let declared = 0;
  try {
    let count = 0;
    for await (const entry of zip.eachEntry()) {
      count += 1;
      if (count > limits.maxEntries)
        throw new ImportFileError(`The archive holds more than ${limits.maxEntries} files, too many to import.`);
      if (entry.fileName.endsWith("/")) continue;
      if (entry.isEncrypted())
        throw new ImportFileError("The archive is password-protected. Export it again without a password.");
      if (entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize))
        throw new ImportFileError(
          `"${entry.fileName}" in the archive expands more than ${limits.maxRatio} times; it looks like a zip bomb and was not unpacked.`,
        );
      const path = entry.fileName.replace(/\\/g, "/");
      if (!wanted(path)) continue;
      declared += entry.uncompressedSize;
      found.set({ path, uncompressedSize: entry.uncompressedSize }, entry);
    }
    limits.budget.take(declared);
  } catch (error) {
    zip.close();
    throw error instanceof ImportFileError ? error : damaged();
  }
  const stream = async (listing: ZipListing) => {
    try {
      return (await zip.openReadStreamPromise(found.get(listing)!)) as AsyncIterable<Buffer>;
    } catch {
      throw damaged();
    }
  };
  return {
    entries: [...found.keys()],
    declaredBytes: declared,
    read: async (listing) => {
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of await stream(listing)) chunks.push(chunk);
      } catch {
        throw damaged();
      }
      return Buffer.concat(chunks);
    },
    verify: async (listing) => {
      try {
        for await (const chunk of await stream(listing)) void chunk;
      } catch {
        throw damaged();
      }
    },
    close: () => zip.close(),
  };
}

/** Unpacks the entries `wanted` (all by default) in memory, within the limits, one at a time. */
export async function readZip(
  bytes: Uint8Array,
  limits: ZipLimits,
  wanted?: (path: string) => boolean,
): Promise<ZipEntry[]> {
  const zip = await openZip(bytes, limits, wanted);
  try {
    const entries: ZipEntry[] = [];
    for (const entry of zip.entries) entries.push({ path: entry.path, bytes: await zip.read(entry) });
    return entries;
  } catch (error) {
    // A damaged archive holds nothing: its share goes back to the batch.
    limits.budget.release(zip.declaredBytes);
    throw error;
  } finally {
    zip.close();
  }
}

/** yauzl's own checks: sizes that do not match what the archive declares, bad compression data. */
function damaged(): ImportFileError {
  return new ImportFileError("The archive is damaged (its contents do not match its index) and could not be unpacked.");
}
