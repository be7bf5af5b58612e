import yauzl from "yauzl";
import { ImportFileError } from "../errors";
import { formatFileSize } from "../source";

/**
 * Limits that keep an archive from being a zip bomb: what it may unpack to in all, how many
 * files it may hold, and how far one file may expand (text compresses about 10:1, so 100:1 on a
 * file over a megabyte is a bomb, not a document).
 */
export interface ZipLimits {
  maxUnpackedBytes: number;
  maxEntries: number;
  maxRatio: number;
}

export const ZIP_MAX_ENTRIES = 2000;
export const ZIP_MAX_RATIO = 100;
/** The expansion ratio is only judged on entries larger than this (tiny files compress oddly). */
const RATIO_MIN_BYTES = 1024 * 1024;

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  path: string;
  bytes: Buffer;
}

/**
 * Unpacks an archive in memory, refusing (with a message for the person who chose the file) one
 * that is damaged, password-protected or a zip bomb. Sizes are checked as declared before
 * anything is inflated and again while inflating, so an archive that lies about them stops at
 * the limit rather than after it.
 */
export async function readZip(bytes: Uint8Array, limits: ZipLimits): Promise<ZipEntry[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
    });
  } catch {
    throw new ImportFileError("The archive is damaged or incomplete and could not be opened.");
  }
  const entries: ZipEntry[] = [];
  let unpacked = 0;
  let count = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      count += 1;
      if (count > limits.maxEntries)
        throw new ImportFileError(`The archive holds more than ${limits.maxEntries} files, too many to import.`);
      if (entry.fileName.endsWith("/")) continue;
      if (entry.isEncrypted())
        throw new ImportFileError("The archive is password-protected. Export it again without a password.");
      unpacked += entry.uncompressedSize;
      if (unpacked > limits.maxUnpackedBytes) throw tooLarge(limits);
      if (
        entry.uncompressedSize > RATIO_MIN_BYTES &&
        entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxRatio
      )
        throw new ImportFileError(
          `"${entry.fileName}" in the archive expands more than ${limits.maxRatio} times; it looks like a zip bomb and was not unpacked.`,
        );
      entries.push({ path: entry.fileName.replace(/\\/g, "/"), bytes: await readEntry(zip, entry) });
    }
  } catch (error) {
    zip.close();
    if (error instanceof ImportFileError) throw error;
    // yauzl's own checks: sizes that do not match what the archive declares, bad compression data.
    throw new ImportFileError(
      "The archive is damaged (its contents do not match its index) and could not be unpacked.",
    );
  }
  return entries;
}

function tooLarge(limits: ZipLimits): ImportFileError {
  return new ImportFileError(
    `The archive unpacks to more than ${formatFileSize(limits.maxUnpackedBytes)}, over the limit for one import.`,
  );
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
