import { describe, expect, it } from "vitest";
import { createAdminUser, findAdminUserByEmail } from "~/db/queries/admin-users.server";
import { withTestDatabase } from "../../../tests/support/test-database";
import { requireAdmin, requireAdminApi } from "./guard.server";
import {
  endAdminSession,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  startAdminSession,
} from "./session.server";

const t = withTestDatabase();
const SITE = "https://playbooks.test";

async function signedInCookie(now = new Date()): Promise<string> {
  await createAdminUser(t.db, { email: "Owner@Example.com", passwordHash: "unused" });
  const user = await findAdminUserByEmail(t.db, "owner@example.com");
  const setCookie = await startAdminSession(new Request(`${SITE}/admin`), t.context, user!.id, now);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  expect(setCookie).toMatch(/Secure/);
  return setCookie.split(";")[0]!;
}

function request(path: string, init: RequestInit & { cookie?: string } = {}): Request {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  return new Request(`${SITE}${path}`, { ...init, headers });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Response);
  return error as Response;
}

describe("requireAdmin", () => {
  it("redirects an anonymous page request to the sign-in screen, remembering the page", async () => {
    const response = await thrown(requireAdmin(request("/admin/playbooks?q=ai"), t.context));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin?redirectTo=%2Fadmin%2Fplaybooks%3Fq%3Dai");
  });

  it("returns the signed-in admin for a valid session cookie", async () => {
    const cookie = await signedInCookie();
    await expect(requireAdmin(request("/admin/categories", { cookie }), t.context)).resolves.toMatchObject({
      email: "owner@example.com",
    });
  });

  it("refuses a form post from another origin with 403, even with a valid session", async () => {
    const cookie = await signedInCookie();
    const post = (origin?: string) =>
      request("/admin/categories", { method: "POST", cookie, headers: origin ? { Origin: origin } : {} });
    expect((await thrown(requireAdmin(post("https://evil.example"), t.context))).status).toBe(403);
    expect((await thrown(requireAdmin(post(), t.context))).status).toBe(403);
    await expect(requireAdmin(post(SITE), t.context)).resolves.toMatchObject({ email: "owner@example.com" });
  });

  it("ends sessions that have been idle too long or reached their absolute lifetime", async () => {
    const idleStart = new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS - 1000);
    const idle = await signedInCookie(idleStart);
    expect((await thrown(requireAdmin(request("/admin", { cookie: idle }), t.context))).status).toBe(302);

    await t.db.deleteFrom("admin_sessions").execute();
    const oldStart = new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS - 1000);
    const old = await signedInCookie(oldStart);
    // Kept active all along: only the absolute lifetime applies.
    await t.db.updateTable("admin_sessions").set({ last_seen_at: new Date().toISOString() }).execute();
    expect((await thrown(requireAdmin(request("/admin", { cookie: old }), t.context))).status).toBe(302);
  });

  it("stops accepting the cookie after log out", async () => {
    const cookie = await signedInCookie();
    const cleared = await endAdminSession(request("/admin/logout", { method: "POST", cookie }), t.context);
    expect(cleared).toMatch(/Max-Age=0/);
    expect((await thrown(requireAdmin(request("/admin", { cookie }), t.context))).status).toBe(302);
  });
});

describe("requireAdminApi", () => {
  it("answers an anonymous request with 401 JSON", async () => {
    const response = await thrown(requireAdminApi(request("/admin/api/anything"), t.context));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Unauthorized" });
  });

  it("refuses a cross-origin mutation with 403", async () => {
    const cookie = await signedInCookie();
    const response = await thrown(
      requireAdminApi(
        request("/admin/api/anything", { method: "DELETE", cookie, headers: { Origin: "https://evil.example" } }),
        t.context,
      ),
    );
    expect(response.status).toBe(403);
  });
});
