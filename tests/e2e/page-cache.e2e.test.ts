import { describe, expect, it } from "vitest";
import { adminCookie } from "../support/admin-session";
import { baseUrl, waitForPageScripts, withBrowser } from "../support/browser";
import { guidesOnHomeCard } from "../support/home-page";

const browser = withBrowser();
const PLAYBOOK = "/catalog/ai-fundamentals";
// Newest first, the library's oldest guide is on page 2; A to Z it is on page 1.
const CATALOG = "/catalog?sort=title&order=asc";

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl()}${path}`, { headers, redirect: "manual" });
}

async function adminPost(path: string, form: Record<string, string>) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl(), Cookie: await adminCookie(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
  expect(response.status, path).toBeLessThan(400);
  return response;
}

/** The guide count on the home page's AI Knowledge card (ai-fundamentals is one of them). */
async function aiKnowledgeGuides(): Promise<number> {
  return guidesOnHomeCard(await (await get("/")).text(), "ai-knowledge");
}

describe("page cache", () => {
  it("answers a repeated public page from memory, with a strong ETag and 304 on revalidation", async () => {
    const first = await get(PLAYBOOK);
    const second = await get(PLAYBOOK);
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    const etag = second.headers.get("ETag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.get("Cache-Control")).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    const revalidated = await get(PLAYBOOK, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    // Hits are answered before Express, with the same protective headers.
    const proxied = await get(PLAYBOOK, { "X-Forwarded-Proto": "https" });
    expect(proxied.headers.get("X-Page-Cache")).toBe("hit");
    expect(proxied.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(proxied.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
    expect(proxied.headers.get("Content-Security-Policy")).toContain("'nonce-");
  });

  it("shows an admin's change on the very next request, and keeps admin pages out of it", async () => {
    await get(CATALOG);
    expect(await (await get(CATALOG)).text()).toContain("/catalog/ai-fundamentals");
    expect((await get(PLAYBOOK)).status).toBe(200);
    const guidesBefore = await aiKnowledgeGuides();

    await adminPost("/admin/playbooks", { intent: "delete", slug: "ai-fundamentals" });
    expect((await get(PLAYBOOK)).status).toBe(404);
    const catalog = await get(CATALOG);
    expect(catalog.headers.get("X-Page-Cache")).toBe("miss");
    expect(await catalog.text()).not.toContain("/catalog/ai-fundamentals");
    // Category statistics are read once per content change (modules/content-memo), never stale.
    expect(await aiKnowledgeGuides()).toBe(guidesBefore - 1);

    const trash = await fetch(`${baseUrl()}/admin/trash`, { headers: { Cookie: await adminCookie() } });
    expect(trash.headers.get("Cache-Control")).toBe("no-store");
    expect(trash.headers.get("X-Page-Cache")).toBeNull();
    const id = /name="id" value="([^"]+)"/.exec(await trash.text())![1]!;
    await adminPost("/admin/trash", { id });
    expect((await get(PLAYBOOK)).status).toBe(200);
    expect(await aiKnowledgeGuides()).toBe(guidesBefore);
  });

  it("runs the scripts of a page served from the cache (they carry the stored render's nonce)", async () => {
    const page = await browser.page();
    // A page without framework script and a hydrated one.
    for (const path of ["/catalog/vibe-coding", "/tools"]) {
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await page.goto(path);
        expect(await response?.headerValue("X-Page-Cache")).toBe(visit === 0 ? "miss" : "hit");
        await waitForPageScripts(page);
      }
    }
  });
});
