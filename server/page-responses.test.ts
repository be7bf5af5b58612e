import { gunzipSync } from "node:zlib";
import { beforeEach, describe, expect, it } from "vitest";
import type { ContentVersion } from "./cache/content-version.server";
import { sampleRouteTable } from "../tests/support/route-manifest";
import { PageCache } from "./cache/page-cache";
import { pageCacheKey } from "./cache-policy";
import { servePage, type PageTarget } from "./page-responses";

const SITE = "https://playbooks.test";
let version: number | undefined;
let renders: string[];
let cache: PageCache;
const contentVersion: ContentVersion = { current: () => version, close: async () => undefined };
let rendering: Map<string, Promise<void>>;
const store = () => ({ cache, contentVersion, rendering });
const routes = sampleRouteTable();

/** The page a request target asks for, as the server's front resolves it. */
function targetOf(url: string): PageTarget {
  const [path, query = ""] = url.split("?");
  const page = routes.resolve(path!);
  return { page, key: pageCacheKey(page, query) };
}

beforeEach(() => {
  version = 1;
  renders = [];
  cache = new PageCache(1024 * 1024);
  rendering = new Map();
  budgetLeft = 100;
});

/** A stand-in for React Router: the page names the content version it was rendered from. */
async function render(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  renders.push(`${request.method} ${pathname}`);
  if (pathname === "/catalog/missing") return new Response("Not found", { status: 404 });
  if (pathname === "/catalog/cookie") return new Response("x", { headers: { "Set-Cookie": "a=1" } });
  if (pathname === "/catalog/public-cookie")
    return new Response("x", { headers: { "Set-Cookie": "a=1", "Cache-Control": "public, max-age=600" } });
  if (pathname === "/catalog/broken") return new Response("Database down", { status: 503 });
  return new Response(`<p>${pathname} v${version}</p>`, {
    headers: { "Content-Type": "text/html", "Content-Security-Policy": "script-src 'nonce-abc'" },
  });
}

let budgetLeft: number;
/** The visitor's render budget: refuses with a 7-second wait once `budgetLeft` renders are spent. */
const budget = { before: async () => (budgetLeft-- > 0 ? undefined : 7), after: async () => undefined };

async function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Response> {
  const request = new Request(`${SITE}${path}`, { method, headers });
  const served = await servePage(request, targetOf(path), render, store(), budget);
  if (served instanceof Response) return served;
  // A stored page's answer, as the server writes it.
  return new Response((served.body as Uint8Array<ArrayBuffer> | undefined) ?? null, served);
}

describe("public pages", () => {
  it("renders once per content version, then answers from memory with the render's own headers", async () => {
    const first = await get("/catalog");
    const second = await get("/catalog");
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(await second.text()).toBe("<p>/catalog v1</p>");
    expect(second.headers.get("Content-Security-Policy")).toBe("script-src 'nonce-abc'");
    expect(renders).toEqual(["GET /catalog"]);

    version = 2;
    expect(await (await get("/catalog")).text()).toBe("<p>/catalog v2</p>");
    expect(renders).toHaveLength(2);
  });

  it("sends a strong ETag and CDN-friendly Cache-Control, and 304 to a matching If-None-Match", async () => {
    const first = await get("/catalog/a-playbook");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=86400");
    const revalidated = await get("/catalog/a-playbook", { "If-None-Match": `W/"other", ${etag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("ETag")).toBe(etag);
    expect(await revalidated.text()).toBe("");
    version = 2;
    expect((await get("/catalog/a-playbook", { "If-None-Match": etag })).status).toBe(200);
  });

  it("compresses once and gives each coding its own ETag", async () => {
    const gzip = await get("/", { "Accept-Encoding": "gzip, deflate" });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe("<p>/ v1</p>");
    const brotli = await get("/", { "Accept-Encoding": "gzip, br" });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    const plain = await get("/", { "Accept-Encoding": "br;q=0, identity" });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(new Set([gzip, brotli, plain].map((response) => response.headers.get("ETag"))).size).toBe(3);
    expect(renders).toEqual(["GET /"]);
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const head = await get("/rss.xml", {}, "HEAD");
    expect(renders).toEqual(["GET /rss.xml"]);
    expect(head.headers.get("Content-Length")).toBe(String("<p>/rss.xml v1</p>".length));
    expect(await head.text()).toBe("");
  });

  it("marks the answer private for a visitor with cookies, from the same stored page", async () => {
    await get("/catalog");
    const signedIn = await get("/catalog", { Cookie: "admin_session=x" });
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(signedIn.headers.get("X-Page-Cache")).toBe("hit");
  });

  it("marks an answer that sets a cookie private, whatever its route said, and a server error no-store", async () => {
    expect((await get("/catalog/cookie")).headers.get("Cache-Control")).toBe("private, no-cache");
    expect((await get("/catalog/public-cookie")).headers.get("Cache-Control")).toBe("private, no-cache");
    expect((await get("/catalog/broken")).headers.get("Cache-Control")).toBe("no-store");
    expect((await get("/catalog/missing")).headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=86400",
    );
    expect((await get("/catalog/missing", { Cookie: "a=1" })).headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("never stores errors or answers that set cookies, and renders every time while the version is unknown", async () => {
    await get("/catalog/missing");
    await get("/catalog/missing");
    await get("/catalog/cookie");
    await get("/catalog/cookie");
    version = undefined;
    const unknown = await get("/catalog");
    await get("/catalog");
    expect(unknown.headers.get("X-Page-Cache")).toBe("bypass");
    expect(unknown.headers.get("ETag")).toBeTruthy();
    expect(renders).toHaveLength(6);
  });
});

describe("the page cache key", () => {
  it("keeps only the parameters the page's routes declare, as its loader sees them, in one order", () => {
    expect(targetOf("/catalog?utm_source=x&sort=title&search=a%20b&zz=1").key).toBe("/catalog?search=a+b&sort=title");
    expect(targetOf("/catalog?search=a+b&sort=title").key).toBe("/catalog?search=a+b&sort=title");
    expect(targetOf("/catalog?tools=b&search=x&tools=a").key).toBe("/catalog?search=x&tools=b&tools=a");
    expect(targetOf("/categories/ai-knowledge/?page=2&fbclid=1").key).toBe("/categories/ai-knowledge?page=2");
    expect(targetOf("/?page=2&q=1").key).toBe("/");
    expect(targetOf("/catalog/a-playbook?search=x").key).toBe("/catalog/a-playbook");
  });

  it("is the path the router matches, whatever its letter case or escapes", () => {
    expect(targetOf("/CATALOG?Search=x&search=y").key).toBe("/catalog?search=y");
    expect(targetOf("/%63atalog/a-playbook/").key).toBe("/catalog/a-playbook");
  });

  it("keeps React Router's parameters on data requests", () => {
    expect(targetOf("/catalog.data?_routes=routes%2Fcatalog._index&search=ai&x=1").key).toBe(
      "/catalog.data?_routes=routes%2Fcatalog._index&search=ai",
    );
    expect(targetOf("/_root.data?x=1").key).toBe("/_root.data");
  });
});

describe("cache busting", () => {
  it("answers a page asked for with made-up parameters from the copy already rendered", async () => {
    await get("/catalog?search=ai");
    const busted = await get(`/catalog?search=ai&cachebuster=${Math.random()}`);
    expect(busted.headers.get("X-Page-Cache")).toBe("hit");
    expect(renders).toEqual(["GET /catalog"]);
    expect(cache.size.pages).toBe(1);
  });

  it("renders a page once however many ask for it at the same moment", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => get(`/catalog?search=ai&n=${i}`)));
    expect(renders).toEqual(["GET /catalog"]);
    expect(answers.map((answer) => answer.headers.get("X-Page-Cache")).sort()).toEqual([
      "hit",
      "hit",
      "hit",
      "hit",
      "miss",
    ]);
    expect(rendering.size).toBe(0);
  });

  it("refuses a render past the visitor's budget with 429 and the wait, while cached pages still come", async () => {
    budgetLeft = 1;
    await get("/catalog?search=first");
    const refused = await get("/catalog?search=second");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("7");
    expect(await refused.text()).toMatch(/^Too many pages were requested from your connection/);
    expect(renders).toHaveLength(1);
    expect((await get("/catalog?search=first")).status).toBe(200);
  });

  it("charges the same renders while the cache is off, or the content version cannot be known", async () => {
    budgetLeft = 0;
    version = undefined;
    expect((await get("/catalog?search=x")).status).toBe(429);
  });
});

describe("other responses", () => {
  it("charges every render of a page no cache keeps, personal or private, and refuses one past the budget", async () => {
    budgetLeft = 2;
    expect((await get("/tools/sales-blocks")).status).toBe(200);
    expect((await get("/tools/results/Wk3b_blueprint-123456a")).status).toBe(200);
    const refused = await get("/tools/sales-blocks");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("7");
    expect(renders).toEqual(["GET /tools/sales-blocks", "GET /tools/results/Wk3b_blueprint-123456a"]);
    // A form post's answer is rendered too.
    const post = await servePage(
      new Request(`${SITE}/tools/sales-blocks`, { method: "POST" }),
      targetOf("/tools/sales-blocks"),
      render,
      store(),
      budget,
    );
    expect(post instanceof Response && post.status).toBe(429);
  });

  it("renders personal pages every time, marked private, and passes writes through untouched", async () => {
    const tool = await get("/tools/sales-blocks");
    await get("/tools/sales-blocks");
    expect(tool.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(tool.headers.get("ETag")).toBeNull();
    const post = await servePage(
      new Request(`${SITE}/catalog`, { method: "POST" }),
      targetOf("/catalog"),
      render,
      store(),
    );
    expect(post instanceof Response && post.headers.get("Cache-Control")).toBeNull();
    expect(renders).toEqual(["GET /tools/sales-blocks", "GET /tools/sales-blocks", "POST /catalog"]);
  });

  it("marks the admin area's answers no-store, whatever the route said", async () => {
    const answer = await servePage(
      new Request(`${SITE}/admin/playbooks.data`),
      targetOf("/admin/playbooks.data"),
      async () => Response.redirect(`${SITE}/admin`, 302),
      store(),
    );
    if (!(answer instanceof Response)) throw new Error("an admin answer is the route's own Response");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  it("marks a stored result's and a resources pack's private links no-store", async () => {
    for (const path of [
      "/tools/results/Wk3b_blueprint-123456a",
      "/resources/LeadPackToken_00000001/prompt-pack.data",
    ]) {
      const answer = await servePage(new Request(`${SITE}${path}`), targetOf(path), render, store());
      if (!(answer instanceof Response)) throw new Error(`${path}: a private answer is the route's own Response`);
      expect(answer.headers.get("Cache-Control"), path).toBe("no-store");
    }
    expect((await get("/tools/sales-blocks")).headers.get("Cache-Control")).toBe("private, no-cache");
  });
});
