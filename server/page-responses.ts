import type { CachedPage, ContentCoding, PageCache } from "./cache/page-cache";
import type { ContentVersion } from "./cache/content-version.server";
import { PERSONAL_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "./cache-policy";
import { ALL_CODINGS, encodeBody, preferredCoding } from "./content-coding";
import type { RenderBudget } from "./render-budget";
import type { PagePath } from "./route-table";

type Render = (request: Request) => Promise<Response>;
export type CacheStatus = "hit" | "miss" | "bypass";

/** Headers that belong to one transfer, not to the stored page. */
const TRANSFER_HEADERS = new Set(["cache-control", "content-length", "content-encoding", "etag", "date", "vary"]);

/** What the answer to a page request depends on, whichever server layer asks. */
export interface PageRequest {
  method: string;
  acceptEncoding: string | null | undefined;
  ifNoneMatch: string | null | undefined;
  hasCookies: boolean;
}

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  /** Absent for HEAD and 304. */
  body?: Buffer;
}

/** What serving public pages needs: made once per server. */
export interface PageStore {
  cache: PageCache;
  contentVersion: ContentVersion;
  /** Renders under way, by page cache key: a second miss for the page waits for the first. */
  rendering: Map<string, Promise<void>>;
}

/** The page asked for (server/route-table.ts) and its page cache key (server/cache-policy.ts). */
export interface PageTarget {
  page: PagePath;
  key: string;
}

/**
 * Wraps React Router's handler on the Express path, as the page's routes declare. Public pages
 * not in the page cache are rendered (once, however many ask at the same moment) and stored
 * (cache hits are answered before Express, in server/cache-front.ts); either way they carry a
 * strong ETag and CDN-friendly Cache-Control, and come back as a PageAnswer, whose body is one
 * buffer to write as it is. Private answers are marked no-store whatever the route said;
 * personal ones, and public ones that cannot be stored, get a Cache-Control unless the route
 * set its own. The rest (form posts) passes through untouched, as a Response. Every render that
 * no cache answers, a form post's included, draws on the visitor's render budget as its rule
 * says (server/render-budget.ts), and is refused with 429 once it is spent.
 */
export async function servePage(
  request: Request,
  { page, key }: PageTarget,
  render: Render,
  store: PageStore,
  budget?: RenderBudget,
): Promise<Response | PageAnswer> {
  const { audience } = page.policy;
  const reading = request.method === "GET" || request.method === "HEAD";
  if (audience !== "public" || !reading) {
    const wait = await budget?.before();
    if (wait !== undefined) return tooManyRenders(wait);
    const response = await render(request);
    await budget?.after(response.status);
    if (audience === "private") return withHeader(response, "Cache-Control", PRIVATE_CACHE_CONTROL);
    return reading ? withCacheControl(response, PERSONAL_CACHE_CONTROL) : response;
  }

  const asked = pageRequestOf(request);

  const version = store.cache.enabled ? store.contentVersion.current() : undefined;
  const stored = () => (version === undefined ? undefined : store.cache.get(key, version));
  let cached = stored();
  const underway = cached ? undefined : store.rendering.get(key);
  if (underway) {
    await underway;
    cached = stored();
  }
  if (cached) return answerWithPage(cached, asked, "hit");
  if (version === undefined) {
    // Nothing is stored while the version is unknown (or the cache is off): the same renders are charged.
    const wait = await budget?.before();
    if (wait !== undefined) return tooManyRenders(wait);
    return renderPage(request, asked, render, { store, key, version });
  }

  // Registered before anything is awaited, so a miss arriving meanwhile waits for this render.
  let finished!: () => void;
  const mine = new Promise<void>((resolve) => (finished = resolve));
  store.rendering.set(key, mine);
  try {
    // A miss a visitor could force over and over (a new search each time) costs a render.
    const wait = await budget?.before();
    if (wait !== undefined) return tooManyRenders(wait);
    return await renderPage(request, asked, render, { store, key, version });
  } finally {
    if (store.rendering.get(key) === mine) store.rendering.delete(key);
    finished();
  }
}

/** Renders the page and, when the cache may keep it, stores it in every coding. */
async function renderPage(
  request: Request,
  asked: PageRequest,
  render: Render,
  { store, key, version }: { store: PageStore; key: string; version: number | undefined },
): Promise<Response | PageAnswer> {
  // A HEAD is answered from the whole page, so its headers (ETag, length) match the GET's.
  const response = await render(request.method === "HEAD" ? new Request(request, { method: "GET" }) : request);
  if (response.headers.has("Set-Cookie")) return withHeader(response, "Cache-Control", PERSONAL_CACHE_CONTROL);
  if (response.status !== 200 || !response.body)
    return withCacheControl(response, unstoredCacheControl(response, asked));
  const codings = version === undefined ? [preferredCoding(asked.acceptEncoding)] : ALL_CODINGS;
  const page = await toCachedPage(response, codings);
  if (version !== undefined) store.cache.set(key, version, page);
  return answerWithPage(page, asked, version === undefined ? "bypass" : "miss");
}

/** The stored page in the coding the client prefers; 304 when its copy is current. */
export function answerWithPage(page: CachedPage, asked: PageRequest, cacheStatus: CacheStatus): PageAnswer {
  const coding = preferredCoding(asked.acceptEncoding);
  const body = page.bodies[coding] ?? page.bodies.identity;
  const headers: Record<string, string> = Object.fromEntries(page.headers);
  headers["ETag"] = body.etag;
  headers["Vary"] = "Accept-Encoding";
  headers["Cache-Control"] = asked.hasCookies ? PERSONAL_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
  headers["X-Page-Cache"] = cacheStatus;
  if (body !== page.bodies.identity) headers["Content-Encoding"] = coding;
  if (matches(asked.ifNoneMatch, body.etag)) return { status: 304, headers };
  headers["Content-Length"] = String(body.bytes.length);
  return { status: page.status, headers, body: asked.method === "HEAD" ? undefined : body.bytes };
}

function pageRequestOf(request: Request): PageRequest {
  return {
    method: request.method,
    acceptEncoding: request.headers.get("Accept-Encoding"),
    ifNoneMatch: request.headers.get("If-None-Match"),
    hasCookies: request.headers.has("Cookie"),
  };
}

async function toCachedPage(response: Response, codings: readonly ContentCoding[]): Promise<CachedPage> {
  const headers = [...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name));
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers, bodies: encodeBody(bytes, codings) };
}

/**
 * A public page's answer that is not stored (an answer that sets a cookie belongs to its
 * visitor alone, whatever its route said): a server error must not outlive its cause, and the
 * rest (a 404, a redirect) is the same for everyone, as the stored pages are.
 */
function unstoredCacheControl(response: Response, asked: PageRequest): string {
  if (response.status >= 500) return PRIVATE_CACHE_CONTROL;
  return asked.hasCookies ? PERSONAL_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
}

function tooManyRenders(retryAfterSeconds: number): Response {
  const text = `Too many pages were requested from your connection. Please wait ${retryAfterSeconds} seconds and try again.`;
  return new Response(text, {
    status: 429,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": "no-store",
    },
  });
}

/** The route's own Cache-Control wins (a file kept a year); otherwise `value`. */
function withCacheControl(response: Response, value: string): Response {
  return response.headers.has("Cache-Control") ? response : withHeader(response, "Cache-Control", value);
}

/** Some responses (redirects made by Response.redirect) have immutable headers: copy, then set. */
function withHeader(response: Response, name: string, value: string): Response {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/"x" matches "x". */
function matches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
