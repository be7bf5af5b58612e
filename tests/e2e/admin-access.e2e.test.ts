import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { adminCookie } from "../support/admin-session";
import { baseUrl } from "../support/browser";
import { patientFetch } from "../support/patient-fetch";

/** Every admin page (GET) and every admin action (POST with a plausible body). */
const PAGES = [
  "/admin/categories",
  "/admin/categories?count=20",
  "/admin/playbooks",
  "/admin/playbooks/vibe-coding/edit",
  "/admin/playbooks/vibe-coding/edit?part=2",
  "/admin/playbooks/vibe-coding/revisions",
  "/admin/playbooks/vibe-coding/revisions/00000000-0000-0000-0000-000000000000",
  "/admin/trash",
  "/admin/sitemap",
  "/admin/resources",
  "/admin/resources/prompt-pack",
  "/admin/settings",
  "/admin/redirects",
];
const ACTIONS: [string, Record<string, string>][] = [
  [
    "/admin/categories",
    { intent: "toggle", slug: "vibe-coding", kind: "ai", category: "ai-authority", checked: "true" },
  ],
  ["/admin/categories", { intent: "set", slug: "vibe-coding", ai: "ai-authority", baton: "tribe" }],
  ["/admin/playbooks", { intent: "delete", slug: "vibe-coding" }],
  [
    "/admin/playbooks/vibe-coding/edit",
    { intent: "save", slug: "vibe-coding", version: "1", title: "Hijacked", partTitle: "x" },
  ],
  ["/admin/playbooks/vibe-coding/revisions", { revisionId: "x", expectedVersion: "1" }],
  ["/admin/trash", { id: "x" }],
  ["/admin/sitemap", { intent: "generate" }],
  ["/admin/settings", { group: "site", intent: "save", SITE_NAME: "Hijacked" }],
  ["/admin/redirects", { intent: "add", from: "/hijacked", to: "https://evil.example/" }],
  [
    "/admin/resources/prompt-pack",
    { intent: "save", expectedVersion: "1", title: "Hijacked", summary: "Hijacked summary", body: "Hijacked" },
  ],
];

/**
 * React Router itself answers 400 to a form post whose Origin differs from the request's host;
 * our guard answers 403 to the rest (a foreign SITE_URL origin, or no Origin at all).
 */
const CROSS_ORIGIN_REFUSALS = [400, 403];

/**
 * Every admin route file, as a URL (parameters filled with "x"): new admin screens and APIs
 * are covered by the refusal tests below without anyone having to list them.
 */
function adminRoutePaths(): string[] {
  return (
    fs
      .readdirSync("app/routes")
      .filter((file) => /^(admin|api\.admin)[.[_]/.test(file) && !/\.test\./.test(file))
      .map((file) => file.replace(/\.tsx?$/, ""))
      // The area's layout and its index are the sign-in page itself; signing out needs no session.
      .filter((route) => !["admin", "admin._index", "admin.logout"].includes(route))
      .map(
        (route) =>
          "/" +
          route
            .split(/(?<!\[)\.(?!\])/)
            .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
            .map((segment) => (segment.startsWith("$") ? "x" : segment.replace(/_$/, "").replace("[.]", ".")))
            .join("/"),
      )
  );
}

function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return patientFetch(`${baseUrl()}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl(), "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form),
  });
}

/** What the public site shows about the playbook the actions above try to change. */
async function publicState() {
  const response = await patientFetch(`${baseUrl()}/catalog/vibe-coding`);
  const html = await response.text();
  return { status: response.status, hijacked: html.includes("Hijacked") };
}

describe("admin access control", () => {
  it("sends anonymous visitors of every admin page to the login, remembering the page", async () => {
    for (const path of PAGES) {
      const response = await patientFetch(`${baseUrl()}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(`/admin?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("refuses anonymous GET and POST on every admin route file, pages with the login and APIs with 401", async () => {
    const paths = adminRoutePaths();
    expect(paths).toEqual(expect.arrayContaining(["/admin/categories", "/admin/playbooks", "/admin/sitemap"]));
    const before = await publicState();
    for (const path of paths) {
      for (const response of [
        await patientFetch(`${baseUrl()}${path}`, { redirect: "manual" }),
        await post(path, {}),
      ]) {
        const refusal = `${path} ${response.status}`;
        if (response.status === 401) {
          expect(await response.json(), refusal).toEqual({ error: "Unauthorized" });
        } else {
          expect([302, 405], refusal).toContain(response.status);
          if (response.status === 302)
            expect(response.headers.get("Location"), refusal).toMatch(/^\/admin\?redirectTo=/);
        }
      }
    }
    expect(await publicState()).toEqual(before);
  });

  it("gives anonymous data requests (client navigation) no admin data", async () => {
    const response = await patientFetch(`${baseUrl()}/admin/categories.data`, { redirect: "manual" });
    const body = await response.text();
    expect(body).toContain("/admin?redirectTo");
    expect(body).not.toContain("vibe-coding");
  });

  it("refuses every anonymous admin action and changes nothing", async () => {
    const before = await publicState();
    for (const [path, form] of ACTIONS) {
      const response = await post(path, form);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toMatch(/^\/admin\?redirectTo=/);
    }
    expect(await publicState()).toEqual(before);
    expect(before.status).toBe(200);
  });

  it("refuses admin actions from another origin with 403 even when signed in, changing nothing", async () => {
    const cookie = await adminCookie();
    for (const [path, form] of ACTIONS) {
      const foreign = await post(path, form, { Cookie: cookie, Origin: "https://evil.example" });
      expect(CROSS_ORIGIN_REFUSALS, path).toContain(foreign.status);
      const missing = await patientFetch(`${baseUrl()}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form),
      });
      expect(missing.status, path).toBe(403);
    }
    expect((await publicState()).hijacked).toBe(false);
  });

  it("refuses a cross-site sign-in and log out", async () => {
    const login = await post("/admin?index", { password: "anything" }, { Origin: "https://evil.example" });
    expect(CROSS_ORIGIN_REFUSALS).toContain(login.status);
    expect(login.headers.get("Set-Cookie")).toBeNull();
    const logout = await post("/admin/logout", {}, { Origin: "https://evil.example" });
    expect(CROSS_ORIGIN_REFUSALS).toContain(logout.status);
  });
});
