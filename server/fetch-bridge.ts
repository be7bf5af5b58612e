import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { PageAnswer } from "./page-responses";

/**
 * Express to Fetch and back, as @react-router/express does, but as two plain functions, so
 * the server can work on the `Response` (page cache, validators) before it is written.
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = requestUrl(req);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  if (req.method === "GET" || req.method === "HEAD") return new Request(url, { headers, signal: controller.signal });
  // A body read and checked already (server/request-body.ts) is passed on; an upload streams.
  const body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : createReadableStreamFromReadable(req);
  // `duplex` is required for a streamed body in Node, and missing from the DOM typings.
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body,
    duplex: "half",
  } as RequestInit);
}

/** Thrown for a request whose target or Host header cannot make a URL; answered with 400. */
export class MalformedRequestError extends Error {
  readonly status = 400;
  readonly expose = true;
}

function requestUrl(req: ExpressRequest): URL {
  // Only a path is a target this server answers (not a proxy's absolute URL, nor "*").
  if (!req.originalUrl.startsWith("/")) throw new MalformedRequestError("The request target must be a path.");
  try {
    // `req.host` honours X-Forwarded-Host only from the proxies `trust proxy` names. The path
    // is appended, not resolved: resolved, "//evil.example/x" would name another host.
    return new URL(`${req.protocol}://${req.host ?? "localhost"}${req.originalUrl}`);
  } catch {
    throw new MalformedRequestError("The request's Host header is not a valid host name.");
  }
}

/** Writes a stored page's answer: its headers replace the defaults, as sendFetchResponse's do. */
export function sendPageAnswer(res: ExpressResponse, { status, headers, body }: PageAnswer): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(body);
}

/**
 * Writes a Fetch `Response`. Its headers replace the defaults set earlier (security headers),
 * rather than adding a second copy; cookies are the one header that may repeat.
 */
export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The visitor went away mid-response: nothing to report.
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
