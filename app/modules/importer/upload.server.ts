import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { formatFileSize } from "./source";

/** An upload refused for what the client sent (answered with `status`, never logged as our error). */
export abstract class UploadRefusedError extends Error {
  abstract readonly status: 400 | 413;
}

export class UploadTooLargeError extends UploadRefusedError {
  readonly status = 413;
  constructor(maxBytes: number) {
    super(`The upload is over the ${formatFileSize(maxBytes)} limit for one batch. Import fewer files at a time.`);
    this.name = "UploadTooLargeError";
  }
}

/** Not a multipart form the parser can read (cut short, another boundary). */
export class UploadUnreadableError extends UploadRefusedError {
  readonly status = 400;
  constructor() {
    super("the upload could not be read.");
    this.name = "UploadUnreadableError";
  }
}

export interface UploadedFile {
  name: string;
  /** The type the browser declared: a hint for sorting images from documents, never trusted. */
  type: string;
  bytes: Uint8Array;
}

/** The files of an upload by field name, in the order they were sent. */
export type UploadedFiles = ReadonlyMap<string, readonly UploadedFile[]>;

/**
 * Reads a multipart upload of up to `maxBytes` into its files, refusing it by its declared
 * length before reading anything, and by counting while it streams in (a chunked upload
 * declares none). The body is parsed as it arrives, one socket chunk at a time (busboy), and
 * each file is joined once: a batch of 100 MB never holds the event loop the way reading the
 * whole body and then each `File` does (1.5 s in `npm run test:attack`).
 */
export async function readUploadedFiles(request: Request, maxBytes: number): Promise<UploadedFiles> {
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw new UploadTooLargeError(maxBytes);
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!request.body || !contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new UploadUnreadableError();
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": contentType }, defParamCharset: "utf8" });
  } catch {
    throw new UploadUnreadableError();
  }
  return collectFiles(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), parser, maxBytes);
}

function collectFiles(body: Readable, parser: busboy.Busboy, maxBytes: number): Promise<UploadedFiles> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, UploadedFile[]>();
    let received = 0;
    const fail = (error: Error) => {
      body.unpipe(parser);
      body.destroy();
      reject(error);
    };
    body.on("data", (chunk: Uint8Array) => {
      received += chunk.byteLength;
      if (received > maxBytes) fail(new UploadTooLargeError(maxBytes));
    });
    body.on("error", () => fail(new UploadUnreadableError()));
    parser.on("file", (field, stream, { filename, mimeType }) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      // A form cut short fails the file being read too; the parser's own error answers it.
      stream.on("error", () => undefined);
      stream.on("end", () => {
        // A form with no file chosen sends a part with an empty name.
        if (!filename) return;
        const sent = files.get(field) ?? [];
        sent.push({ name: decodeFileName(filename), type: mimeType, bytes: new Uint8Array(Buffer.concat(chunks)) });
        files.set(field, sent);
      });
    });
    parser.on("error", () => fail(new UploadUnreadableError()));
    parser.on("close", () => resolve(files));
    body.pipe(parser);
  });
}

/**
 * Browsers send a file name with `"`, LF and CR written as %22, %0A and %0D (HTML's
 * multipart/form-data encoding); busboy leaves them so, `Request.formData()` turns them back.
 */
function decodeFileName(sent: string): string {
  return sent.replace(/%(22|0A|0D)/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)));
}
