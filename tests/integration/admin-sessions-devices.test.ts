import { describe, expect, it } from "vitest";
import { SIGN_IN_FAILURE_LIMIT } from "~/modules/auth/sign-in.server";
import { action as signInAction } from "~/routes/admin._index";
import { action, loader } from "~/routes/admin.security";
import { ADMIN_TEST_PASSWORD, adminRequest, adminSessionCookie } from "../support/admin-requests";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();
const ORIGIN = "https://playbooks.test";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

const call = <T>(fn: (args: never) => Promise<T>, request: Request) =>
  fn({ request, params: {}, context: { ...t.context, clientAddress: "198.51.100.7" } } as never);

async function post(cookie: string, form: Record<string, string>) {
  const result = (await call(action, adminRequest("/admin/security", { cookie, form }))) as {
    data: { ok: boolean; message: string };
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, ...result.data };
}

const page = (cookie: string) => call(loader, adminRequest("/admin/security", { cookie }));
const signedIn = (cookie: string) =>
  page(cookie).then(
    () => true,
    (thrown: unknown) => !(thrown instanceof Response && thrown.status === 302),
  );

/** The sign-in form posted from a browser holding `cookies`: its status and the cookies it is given. */
async function signIn(password: string, cookies: string[] = []) {
  const headers = new Headers({ Origin: ORIGIN, "User-Agent": FIREFOX });
  if (cookies.length > 0) headers.set("Cookie", cookies.join("; "));
  const request = new Request(`${ORIGIN}/admin?index`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ password }),
  });
  const answer = await call(signInAction, request).then(
    (result) => ({ status: (result as { init?: ResponseInit }).init?.status ?? 200, headers: new Headers() }),
    (thrown: Response) => ({ status: thrown.status, headers: thrown.headers }),
  );
  return { status: answer.status, cookies: answer.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!) };
}

const named = (cookies: string[], name: string) => cookies.find((cookie) => cookie.startsWith(`${name}=`))!;

describe("the account's sessions", () => {
  it("lists each with its browser and address, marks this one, and signs out another", async () => {
    const mine = await adminSessionCookie(t.context);
    const other = await adminSessionCookie(t.context, "owner@example.com", { "User-Agent": FIREFOX });
    const { sessions } = await page(mine);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => !session.current)).toMatchObject({ browser: "Firefox 128 on Linux" });
    const [current] = sessions.filter((session) => session.current);
    expect(await post(mine, { intent: "end-session", id: current!.id })).toMatchObject({ ok: false });

    const otherId = sessions.find((session) => !session.current)!.id;
    expect(await post(mine, { intent: "end-session", id: otherId })).toMatchObject({ ok: true });
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(mine)).toBe(true);
  });

  it("cannot end another account's session", async () => {
    const mine = await adminSessionCookie(t.context);
    const theirs = await adminSessionCookie(t.context, "editor@example.com");
    const { sessions } = await page(theirs);
    expect(await post(mine, { intent: "end-session", id: sessions[0]!.id })).toMatchObject({ status: 404 });
    expect(await signedIn(theirs)).toBe(true);
  });
});

describe("changing the password", () => {
  it("needs the current one, signs out every other session, and only the new one signs in", async () => {
    const mine = await adminSessionCookie(t.context);
    const other = await adminSessionCookie(t.context);
    const change = {
      intent: "password",
      newPassword: "a brand new passphrase",
      repeatPassword: "a brand new passphrase",
    };
    expect(await post(mine, { ...change, password: "a guess" })).toMatchObject({ ok: false });
    expect(
      await post(mine, { ...change, repeatPassword: "a brand new passphrasf", password: ADMIN_TEST_PASSWORD }),
    ).toMatchObject({
      message: "The new password and its repetition differ.",
    });
    expect(
      await post(mine, { ...change, newPassword: "short", repeatPassword: "short", password: ADMIN_TEST_PASSWORD }),
    ).toMatchObject({
      message: "The new password must be at least 12 characters.",
    });
    expect(await signedIn(other)).toBe(true);

    expect(await post(mine, { ...change, password: ADMIN_TEST_PASSWORD })).toMatchObject({
      ok: true,
      message: "Your password is changed. 1 other session was signed out.",
    });
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(mine)).toBe(true);
    expect((await signIn(ADMIN_TEST_PASSWORD)).status).toBe(401);
    expect((await signIn("a brand new passphrase")).status).toBe(302);
  });
});

describe("remembered browsers", () => {
  it("are listed, and one forgotten from the security page no longer gets past a lockout", async () => {
    await adminSessionCookie(t.context);
    const first = await signIn(ADMIN_TEST_PASSWORD);
    const device = named(first.cookies, "admin_device");
    const session = named(first.cookies, "admin_session");
    const { devices } = await page([session, device].join("; "));
    expect(devices).toEqual([expect.objectContaining({ browser: "Firefox 128 on Linux", current: true })]);

    for (let attempt = 0; attempt < SIGN_IN_FAILURE_LIMIT; attempt += 1)
      expect((await signIn("wrong")).status).toBe(401);
    expect((await signIn(ADMIN_TEST_PASSWORD)).status).toBe(429);
    expect((await signIn(ADMIN_TEST_PASSWORD, [device])).status).toBe(302);

    expect(await post(session, { intent: "forget-device", id: devices[0]!.id })).toMatchObject({ ok: true });
    expect((await page(session)).devices).toEqual([]);
    expect((await signIn(ADMIN_TEST_PASSWORD, [device])).status).toBe(429);
  });

  it("expire: a browser not signed in for its lifetime is a stranger again", async () => {
    await adminSessionCookie(t.context);
    const { cookies } = await signIn(ADMIN_TEST_PASSWORD);
    const device = named(cookies, "admin_device");
    for (let attempt = 0; attempt < SIGN_IN_FAILURE_LIMIT; attempt += 1) await signIn("wrong");
    await t.db
      .updateTable("admin_devices")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await signIn(ADMIN_TEST_PASSWORD, [device])).status).toBe(429);
  });
});
