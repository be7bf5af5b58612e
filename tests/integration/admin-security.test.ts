import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/admin.security";
import { ADMIN_TEST_PASSWORD, adminRequest, adminSessionCookie } from "../support/admin-requests";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();
const PASSWORD = ADMIN_TEST_PASSWORD;

const call = <T>(fn: (args: never) => Promise<T>, request: Request) =>
  fn({ request, params: {}, context: t.context } as never);

async function post(cookie: string, form: Record<string, string>) {
  const result = (await call(action, adminRequest("/admin/security", { cookie, form }))) as {
    data: { ok: boolean; message: string; recoveryCodes?: string[] };
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, ...result.data };
}

const page = (cookie: string) => call(loader, adminRequest("/admin/security", { cookie }));
const status = async (cookie: string) => (await page(cookie)).status;
/** Whether the session behind the cookie still opens an admin page (a signed-out one is sent to the sign-in). */
const signedIn = (cookie: string) =>
  page(cookie).then(
    () => true,
    (thrown: unknown) => !(thrown instanceof Response && thrown.status === 302),
  );
const later = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

async function turnOn(cookie: string) {
  await post(cookie, { intent: "start" });
  const { enrolment } = await status(cookie);
  const code = await generate({ secret: enrolment!.secret });
  return { secret: enrolment!.secret, turnedOn: await post(cookie, { intent: "confirm", code, password: PASSWORD }) };
}

describe("two-step sign-in settings", () => {
  it("sets up with a QR code and a confirming code, shows ten recovery codes once, and turns off with a code", async () => {
    const cookie = await adminSessionCookie(t.context);
    expect(await status(cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0, enrolment: undefined });

    expect(await post(cookie, { intent: "start" })).toMatchObject({ status: 200, ok: true });
    const { enrolment } = await status(cookie);
    expect(enrolment?.secret).toMatch(/^[A-Z2-7]{32}$/);
    const svg = Buffer.from(enrolment!.qrCode.replace("data:image/svg+xml;base64,", ""), "base64").toString();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    expect(await post(cookie, { intent: "confirm", code: "000000", password: PASSWORD })).toMatchObject({
      status: 400,
      ok: false,
    });
    const code = await generate({ secret: enrolment!.secret });
    const turnedOn = await post(cookie, { intent: "confirm", code, password: PASSWORD });
    expect(turnedOn).toMatchObject({ status: 200, ok: true, message: expect.stringContaining("shown only this once") });
    expect(turnedOn.recoveryCodes).toHaveLength(10);
    expect(new Set(turnedOn.recoveryCodes).size).toBe(10);
    expect(await status(cookie)).toEqual({ enabled: true, recoveryCodesLeft: 10, enrolment: undefined });

    const off = { intent: "disable", password: PASSWORD };
    expect(await post(cookie, { ...off, code: "123456" })).toMatchObject({ status: 400, ok: false });
    expect(
      await post(cookie, { ...off, code: await generate({ secret: enrolment!.secret, epoch: later(30) }) }),
    ).toMatchObject({
      status: 200,
      ok: true,
    });
    expect((await status(cookie)).enabled).toBe(false);
    expect(await t.db.selectFrom("admin_recovery_codes").selectAll().execute()).toEqual([]);
  });

  it("asks for the current password again before turning it on or off or making recovery codes", async () => {
    const cookie = await adminSessionCookie(t.context);
    await post(cookie, { intent: "start" });
    const { enrolment } = await status(cookie);
    const code = await generate({ secret: enrolment!.secret });
    for (const password of ["", "a stolen session's guess"]) {
      expect(await post(cookie, { intent: "confirm", code, password })).toMatchObject({
        status: 400,
        message: "That is not your current password.",
      });
    }
    expect((await status(cookie)).enabled).toBe(false);
    expect((await post(cookie, { intent: "confirm", code, password: PASSWORD })).ok).toBe(true);

    const renew = await post(cookie, { intent: "recovery-codes", password: "wrong" });
    expect(renew).toMatchObject({ ok: false });
    expect(renew.recoveryCodes).toBeUndefined();
    const renewed = await post(cookie, { intent: "recovery-codes", password: PASSWORD });
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect((await status(cookie)).recoveryCodesLeft).toBe(10);

    const next = await generate({ secret: enrolment!.secret, epoch: later(30) });
    expect(await post(cookie, { intent: "disable", code: next, password: "wrong" })).toMatchObject({ ok: false });
    expect((await status(cookie)).enabled).toBe(true);
  });

  it("stops a stolen session guessing the password here: five tries, then a wait", async () => {
    const cookie = await adminSessionCookie(t.context);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await post(cookie, { intent: "recovery-codes", password: "guess" });
    expect(await post(cookie, { intent: "recovery-codes", password: PASSWORD })).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many wrong passwords\. Try again in \d+ minutes\.$/),
    });
  });

  it("signs out every other session when it is turned on", async () => {
    const mine = await adminSessionCookie(t.context);
    const opened = await adminSessionCookie(t.context);
    const { turnedOn } = await turnOn(mine);
    expect(turnedOn.message).toContain("1 other session was signed out.");
    expect(await signedIn(opened)).toBe(false);
    expect(await signedIn(mine)).toBe(true);
  });

  it("limits the codes tried, so a stolen session cannot guess its way to turning it off", async () => {
    const cookie = await adminSessionCookie(t.context);
    await post(cookie, { intent: "start" });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await post(cookie, { intent: "confirm", code: "000000", password: PASSWORD });
    }
    const { enrolment } = await status(cookie);
    const code = await generate({ secret: enrolment!.secret });
    const refused = await post(cookie, { intent: "confirm", code, password: PASSWORD });
    expect(refused).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many codes tried/) });
  });

  it("forgets a cancelled set-up", async () => {
    const cookie = await adminSessionCookie(t.context);
    await post(cookie, { intent: "start" });
    await post(cookie, { intent: "cancel" });
    expect((await status(cookie)).enrolment).toBeUndefined();
  });
});
