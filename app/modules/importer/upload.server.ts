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

/**
 * Parses a multipart upload, refusing it once it passes `maxBytes`: by its declared length
 * before reading anything, and by counting while it streams in (a chunked upload declares none).
 */
export async function readLimitedFormData(request: Request, maxBytes: number): Promise<FormData> {
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw new UploadTooLargeError(maxBytes);
  if (!request.body) return request.formData().catch(() => Promise.reject(new UploadUnreadableError()));
  let received = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) controller.error(new UploadTooLargeError(maxBytes));
        else controller.enqueue(chunk);
      },
    }),
  );
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: counted,
    duplex: "half",
  } as RequestInit);
  try {
    return await limited.formData();
  } catch (error) {
    if (received > maxBytes) throw new UploadTooLargeError(maxBytes);
    throw error instanceof TypeError ? new UploadUnreadableError() : error;
  }
}

/** The non-empty files sent under a field name (a form with no file chosen sends an empty one). */
export function uploadedFiles(form: FormData, field: string): File[] {
  return form.getAll(field).filter((value): value is File => value instanceof File && value.name !== "");
}
