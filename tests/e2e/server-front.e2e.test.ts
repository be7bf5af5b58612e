import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { RENDER_BUDGET } from "../../server/render-budget";
import { TOOL_FORM_LIMIT } from "../../server/tool-form-rate";
import { baseUrl } from "../support/browser";
import { sendRaw } from "../support/raw-http";

/**
 * The server's front on the production build: one host, one spelling of every path, and a
 * render budget that refuses endless addresses but never a page that exists. The server of
 * this file starts with an empty page cache; the crawl runs first.
 */
function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl()}${path}`, { headers, redirect: "manual" });
}

const host = () => new URL(baseUrl()).host;

describe("a crawler reading the whole site on a cold cache", () => {
  it("is never refused a page the sitemap lists, while random searches still draw on the budget", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    expect(paths.length).toBeGreaterThan(RENDER_BUDGET.renders * 2);
    const crawler = { "X-Forwarded-For": "198.51.100.77", "User-Agent": "Googlebot/2.1" };
    const statuses: number[] = [];
    for (const path of paths) statuses.push((await get(path, crawler)).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(0);
    expect(new Set(statuses)).toEqual(new Set([200]));

    // One host rotating through its IPv6 /64 is one visitor to the budget.
    const refused = [];
    for (let search = 0; search <= RENDER_BUDGET.renders; search += 1) {
      const visitor = { "X-Forwarded-For": `2001:db8:5:5::${(search + 1).toString(16)}` };
      refused.push((await get(`/catalog?search=${randomBytes(4).toString("hex")}`, visitor)).status === 429);
    }
    expect(refused.filter(Boolean).length).toBeGreaterThan(0);
  });
});

describe("one host", () => {
  it("sends a page asked for under another host name to the site, without rendering or storing it", async () => {
    for (const foreign of ["evil.example", `evil.example:${new URL(baseUrl()).port}`, "203.0.113.9"]) {
      const path = `/examples/style-2?n=${foreign}`;
      const answer = await sendRaw(baseUrl(), { method: "GET", path, headers: { Host: foreign } });
      expect(answer.status, foreign).toBe(301);
      expect(answer.headers.location).toBe(`${baseUrl()}${path}`);
      expect(answer.headers["x-page-cache"]).toBeUndefined();
    }
    const form = await sendRaw(baseUrl(), {
      method: "POST",
      path: "/api/subscribe",
      headers: { Host: "evil.example", "Content-Type": "application/json" },
      body: Buffer.from("{}"),
    });
    expect(form.status).toBe(421);
    // Nothing was stored for those: the site's own first request renders the page.
    expect((await get("/examples/style-2")).headers.get("X-Page-Cache")).toBe("miss");
    const healthy = await sendRaw(baseUrl(), { method: "GET", path: "/healthz", headers: { Host: "10.0.0.5:3000" } });
    expect(healthy.status).toBe(200);
    expect((await sendRaw(baseUrl(), { method: "GET", path: "/catalog", headers: { Host: host() } })).status).toBe(200);
  });
});

describe("one spelling of every path", () => {
  it("keeps private links out of every cache whatever their letter case", async () => {
    for (const path of ["/TOOLS/RESULTS/Wk3b_blueprint-1", "/Resources/LeadPackToken", "/tools/Results/x", "/ADMIN"]) {
      expect((await get(path)).headers.get("Cache-Control"), path).toBe("no-store");
    }
  });

  it("answers a respelt public page from the page cache entry of its own spelling", async () => {
    await get("/categories/ai-knowledge");
    for (const path of ["/CATEGORIES/ai-knowledge", "/Categories/ai-knowledge/", "/%63ategories/ai-knowledge"]) {
      expect((await get(path)).headers.get("X-Page-Cache"), path).toBe("hit");
    }
  });

  it("counts a tool's form posts against the limit whatever their letter case", async () => {
    const visitor = { "X-Forwarded-For": "192.0.2.61", Origin: baseUrl() };
    const post = (path: string) =>
      fetch(`${baseUrl()}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: visitor,
        body: new URLSearchParams(),
      });
    for (let sent = 0; sent < TOOL_FORM_LIMIT.limit; sent += 1) {
      expect((await post(sent % 2 ? "/tools/ai-business-quiz" : "/Tools/AI-Business-Quiz")).status).not.toBe(429);
    }
    for (const path of ["/TOOLS/ai-business-quiz", "/tools/AI-BUSINESS-QUIZ/", "/%74ools/ai-business-quiz"]) {
      expect((await post(path)).status, path).toBe(429);
    }
  });
});
