import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { bodyLimitFor, describeBytes } from "./body-limits";

/** The importer's upload streams through its own limit (IMPORT_MAX_BATCH_BYTES) and parser. */
const UPLOAD_PATH = /^\/admin\/import(\.data)?\/?$/;
/** The one endpoint that also takes JSON (scripts and the subscribe helper post it). */
const JSON_PATH = /^\/api\/subscribe(\.data)?\/?$/;
const METHODS_WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

/** A request whose body we refuse; its message is shown to the client as is. */
export class RequestBodyError extends Error {
  readonly expose = true;
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = "RequestBodyError";
  }
}

/**
 * Reads and checks the body of every form post and API call before React Router sees it, so
 * an action's `request.formData()` or `request.json()` only ever meets a body it can parse:
 * within the address's limit (server/body-limits.ts), a form or JSON content type, valid
 * UTF-8 and valid syntax. Anything else is answered with 413, 415 or 400 and a sentence
 * saying what was wrong.
 */
export function checkedRequestBodies(): RequestHandler[] {
  const readers = new Map<number, RequestHandler>();
  const readerFor = (limit: number) => {
    let reader = readers.get(limit);
    if (!reader) {
      reader = express.raw({ type: (req) => !UPLOAD_PATH.test((req as Request).path), limit });
      readers.set(limit, reader);
    }
    return reader;
  };
  const readWithClearErrors: RequestHandler = (req, res, next) => {
    const limit = bodyLimitFor(req.path);
    readerFor(limit)(req, res, (error?: unknown) => next(error ? readError(error, limit) : undefined));
  };
  return [readWithClearErrors, (req, res, next) => void validateBody(req, res, next)];
}

/** body-parser's terse messages ("request entity too large"), said plainly. */
function readError(error: unknown, limit: number): unknown {
  switch ((error as { type?: string }).type) {
    case "entity.too.large":
      return new RequestBodyError(413, `The request body is over the ${describeBytes(limit)} limit.`);
    case "encoding.unsupported":
      return new RequestBodyError(415, "The request body's Content-Encoding is not supported.");
    case "request.size.invalid":
    case "request.aborted":
      return new RequestBodyError(400, "The request body ended before its declared length.");
    default:
      // A 4xx without a type is a body that would not decompress (a bad gzip stream).
      return isClientError(error) ? new RequestBodyError(400, "The request body could not be decoded.") : error;
  }
}

async function validateBody(req: Request, _res: Response, next: NextFunction): Promise<void> {
  if (METHODS_WITHOUT_BODY.has(req.method)) return next();
  const isForm = Boolean(req.is(["application/x-www-form-urlencoded", "multipart/form-data"]));
  const isJson = JSON_PATH.test(req.path) && Boolean(req.is("application/json"));
  if (!isForm && !isJson) {
    const accepted = JSON_PATH.test(req.path) ? "a form or JSON (application/json)" : "a form";
    return next(new RequestBodyError(415, `Send ${accepted}; this request's Content-Type cannot be read.`));
  }
  // The importer checks the sign-in first, then parses the stream itself (refusing what it cannot read).
  if (UPLOAD_PATH.test(req.path)) return next();
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  next(await bodyProblem(body, req.get("Content-Type") ?? ""));
}

async function bodyProblem(body: Buffer, contentType: string): Promise<RequestBodyError | undefined> {
  if (contentType.toLowerCase().startsWith("multipart/form-data")) {
    try {
      await new globalThis.Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
      return undefined;
    } catch {
      return new RequestBodyError(400, "The form data is malformed and could not be read.");
    }
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return new RequestBodyError(400, "The request body is not valid UTF-8.");
  }
  if (contentType.toLowerCase().includes("json")) {
    try {
      JSON.parse(text);
      return undefined;
    } catch {
      return new RequestBodyError(400, "The request body is not valid JSON.");
    }
  }
  return hasInvalidEscapes(text) ? new RequestBodyError(400, "The form data is not valid UTF-8.") : undefined;
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: number }).status ?? 500;
  return status >= 400 && status < 500;
}

/** A URL-encoded form whose %-escapes do not decode to UTF-8 (e.g. "%FF"). */
function hasInvalidEscapes(form: string): boolean {
  try {
    for (const pair of form.split("&")) decodeURIComponent(pair.replaceAll("+", " "));
    return false;
  } catch {
    return true;
  }
}
