import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { formatFileSize } from "~/modules/importer/source";
import { isPublicAddress } from "./address-policy.server";
import { ImageError } from "./errors";

export interface DownloadOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Only for tests and local development: lets the importer fetch from this machine or the LAN. */
  allowPrivateAddresses: boolean;
  /** Stops the download before its time limit (the background job fetching it was stopped). */
  signal?: AbortSignal;
}

export interface DownloadedImage {
  body: Buffer;
  contentType: string;
}

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** What a download must be: the Accept header sent, and the content types taken. */
export interface ExpectedContent {
  accept: string;
  /** "an image": said when the server sends something else. */
  name: string;
  matches: (contentType: string) => boolean;
}

const IMAGE: ExpectedContent = { accept: "image/*", name: "an image", matches: (type) => type.startsWith("image/") };

/**
 * Fetches a remote image for the importer: http(s) only, public addresses only (checked on
 * the address actually connected to, for every redirect, so DNS tricks do not get around it),
 * within a time limit and a size cap, and only if the server says it is an image.
 */
export function downloadImage(url: string, options: DownloadOptions): Promise<DownloadedImage> {
  return downloadPublic(url, options, IMAGE);
}

/** The same safe fetch for any kind of content (a web page for the editor's bookmarks). */
export async function downloadPublic(
  url: string,
  options: DownloadOptions,
  expected: ExpectedContent,
): Promise<DownloadedImage> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let target = parseTarget(url);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const response = await get(target, options, signal, expected.accept);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        target = parseTarget(new URL(location, target).toString());
        continue;
      }
      return await readBody(response, options.maxBytes, expected);
    }
    throw new ImageError("Failed to download: too many redirects");
  } catch (error) {
    // Stopped by its job, not a fault of the image: the caller leaves it waiting.
    if (options.signal?.aborted) throw error;
    throw asImageError(error, options.timeoutMs);
  }
}

function parseTarget(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ImageError("Failed to download: not a valid address");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new ImageError("Failed to download: only http and https addresses can be fetched");
  return parsed;
}

function get(
  target: URL,
  options: DownloadOptions,
  signal: AbortSignal,
  accept: string,
): Promise<http.IncomingMessage> {
  const host = target.hostname.replace(/^\[|\]$/g, "");
  // An IP written in the URL is connected to without a lookup, so it is checked here.
  if (net.isIP(host) && !options.allowPrivateAddresses && !isPublicAddress(host)) {
    return Promise.reject(new ImageError("Failed to download: the address is not a public one"));
  }
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(target, {
      signal,
      lookup: publicOnlyLookup(options.allowPrivateAddresses),
      headers: { "User-Agent": "AI-Playbooks-Importer/1.0", Accept: accept },
    });
    request.once("response", resolve);
    request.once("error", reject);
  });
}

/** A DNS lookup that drops every non-public address, failing when none is left. */
function publicOnlyLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      const usable = error ? [] : addresses.filter((entry) => allowPrivate || isPublicAddress(entry.address));
      if (error || usable.length === 0) {
        const reason = error ?? new ImageError("Failed to download: the address is not a public one");
        (callback as (error: Error) => void)(reason);
      } else if (lookupOptions.all) {
        (callback as (error: null, addresses: dns.LookupAddress[]) => void)(null, usable);
      } else {
        callback(null, usable[0]!.address, usable[0]!.family);
      }
    });
  };
}

async function readBody(
  response: http.IncomingMessage,
  maxBytes: number,
  expected: ExpectedContent,
): Promise<DownloadedImage> {
  if (response.statusCode !== 200) {
    response.resume();
    throw new ImageError(`Failed to download: ${response.statusMessage || `status ${response.statusCode}`}`);
  }
  const contentType = (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!expected.matches(contentType)) {
    response.resume();
    throw new ImageError(`Failed to download: not ${expected.name} (${contentType || "no content type"})`);
  }
  const tooLarge = new ImageError(`Failed to download: larger than ${formatFileSize(maxBytes)}`);
  if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge;
    }
    chunks.push(chunk);
  }
  return { body: Buffer.concat(chunks), contentType };
}

function asImageError(error: unknown, timeoutMs: number): ImageError {
  if (error instanceof ImageError) return error;
  const { name, code } = error as { name?: string; code?: string };
  const unreachable = { hostUnreachable: true };
  if (name === "TimeoutError" || name === "AbortError" || code === "ABORT_ERR")
    return new ImageError(`Failed to download: no answer within ${timeoutMs / 1000} s`, unreachable);
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return new ImageError("Failed to download: host not found", unreachable);
  if (code === "ECONNREFUSED") return new ImageError("Failed to download: connection refused", unreachable);
  return new ImageError(`Failed to download: ${(error as Error).message || "network error"}`);
}
