import type { CachedPage, ContentCoding, PageCache } from "~/modules/cache/page-cache";
import type { ContentVersion } from "~/modules/cache/content-version.server";
import { isPublicPage, PERSONAL_CACHE_CONTROL, PRIVATE_PATH, PUBLIC_CACHE_CONTROL } from "./cache-policy";
import { ALL_CODINGS, encodeBody, preferredCoding } from "./content-coding";

type Render = (request: Request) => Promise<Response>;

/** Headers that belong to one transfer, not to the stored page. */
const TRANSFER_HEADERS = new Set(["cache-control", "content-length", "content-encoding", "etag", "date", "vary"]);

/**
 * Wraps React Router's handler. Public pages are answered from the page cache when it holds
 * them for the current content version, rendered and stored otherwise; either way they carry
 * a strong ETag (a matching If-None-Match gets 304) and CDN-friendly Cache-Control. Admin
 * and API answers are marked no-store. Everything else passes through untouched.
 */
export async function servePage(
  request: Request,
  render: Render,
  cache: PageCache,
  contentVersion: ContentVersion,
): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (PRIVATE_PATH.test(pathname)) return withHeader(await render(request), "Cache-Control", "no-store");
  if ((request.method !== "GET" && request.method !== "HEAD") || !isPublicPage(pathname)) return render(request);

  const version = cache.enabled ? await contentVersion.current() : undefined;
  const cached = version === undefined ? undefined : cache.get(request.url, version);
  if (cached) return answer(request, cached, "hit");

  // A HEAD is answered from the whole page, so its headers (ETag, length) match the GET's.
  const response = await render(request.method === "HEAD" ? new Request(request, { method: "GET" }) : request);
  if (response.status !== 200 || response.headers.has("Set-Cookie") || !response.body) return response;
  const codings = version === undefined ? [preferredCoding(request.headers.get("Accept-Encoding"))] : ALL_CODINGS;
  const page = await toCachedPage(response, codings);
  if (version !== undefined) cache.set(request.url, version, page);
  return answer(request, page, version === undefined ? "bypass" : "miss");
}

async function toCachedPage(response: Response, codings: readonly ContentCoding[]): Promise<CachedPage> {
  const headers = [...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name));
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers, bodies: encodeBody(bytes, codings) };
}

/** Some responses (redirects made by Response.redirect) have immutable headers: copy, then set. */
function withHeader(response: Response, name: string, value: string): Response {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function answer(request: Request, page: CachedPage, cacheStatus: "hit" | "miss" | "bypass"): Response {
  const coding = preferredCoding(request.headers.get("Accept-Encoding"));
  const body = page.bodies[coding] ?? page.bodies.identity;
  const headers = new Headers(page.headers);
  headers.set("ETag", body.etag);
  headers.set("Vary", "Accept-Encoding");
  headers.set("Cache-Control", request.headers.has("Cookie") ? PERSONAL_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
  headers.set("X-Page-Cache", cacheStatus);
  if (body !== page.bodies.identity) headers.set("Content-Encoding", coding);
  if (matches(request.headers.get("If-None-Match"), body.etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(body.bytes.length));
  // Buffers from zlib and arrayBuffer() never sit on a SharedArrayBuffer.
  const bytes = request.method === "HEAD" ? null : (body.bytes as Uint8Array<ArrayBuffer>);
  return new Response(bytes, { status: page.status, headers });
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/"x" matches "x". */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
