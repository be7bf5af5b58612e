import { ImportFileError } from "./errors";

/** File signatures of common binary formats, so a misnamed file gets a message that names what it is. */
const SIGNATURES: { name: string; bytes: number[] }[] = [
  { name: "a PNG image", bytes: [0x89, 0x50, 0x4e, 0x47] },
  { name: "a JPEG image", bytes: [0xff, 0xd8, 0xff] },
  { name: "a GIF image", bytes: [0x47, 0x49, 0x46, 0x38] },
  { name: "a PDF document", bytes: [0x25, 0x50, 0x44, 0x46] },
  { name: "a ZIP archive (or a Word/Excel file)", bytes: [0x50, 0x4b, 0x03, 0x04] },
  { name: "a gzip archive", bytes: [0x1f, 0x8b] },
];

const SNIFF_BYTES = 8192;

/** "10 MB", "9.5 MB", "512 KB": sizes as the limits and messages state them. */
export function formatFileSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes < 1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

/**
 * Turns an uploaded file's bytes into HTML text, or explains why it cannot be imported:
 * too large, empty, or binary data with an .html name.
 */
export function decodeHtmlSource(bytes: Uint8Array, maxBytes: number): string {
  return decodeTextSource(bytes, maxBytes, "HTML");
}

/** The same for any text format: "HTML" (a page) or "Markdown" (a file). */
export function decodeTextSource(bytes: Uint8Array, maxBytes: number, format: "HTML" | "Markdown"): string {
  assertWithinLimit(bytes, maxBytes);
  const expected = format === "HTML" ? "an HTML page" : "a Markdown file";
  const signature = SIGNATURES.find((candidate) => startsWith(bytes, candidate.bytes));
  if (signature) throw new ImportFileError(`The file is ${signature.name}, not ${expected}.`);
  if (looksBinary(bytes.subarray(0, SNIFF_BYTES))) {
    throw new ImportFileError(`The file contains binary data, not ${format} text.`);
  }
  const text = new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
  if (text.trim() === "") throw new ImportFileError("The file is empty.");
  return text;
}

/** Refuses a file over the per-file limit, in the words every format uses. */
export function assertWithinLimit(bytes: Uint8Array, maxBytes: number): void {
  if (bytes.byteLength > maxBytes) {
    throw new ImportFileError(
      `The file is ${formatFileSize(bytes.byteLength)}, over the ${formatFileSize(maxBytes)} limit per file.`,
    );
  }
}

/** Whether the bytes start with a file signature (a ZIP, an OLE compound file…). */
export function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** Text files have no NUL bytes and few control characters; binary files have plenty of both. */
function looksBinary(sample: Uint8Array): boolean {
  if (sample.length === 0) return false;
  if (sample.includes(0)) return true;
  let control = 0;
  for (let index = 0; index < sample.length; index += 1) {
    const byte = sample[index]!;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control += 1;
  }
  return control / sample.length > 0.1;
}
