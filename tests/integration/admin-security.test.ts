import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/admin.security";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();

const call = <T>(fn: (args: never) => Promise<T>, request: Request) =>
  fn({ request, params: {}, context: t.context } as never);

async function post(cookie: string, form: Record<string, string>) {
  const result = (await call(action, adminRequest("/admin/security", { cookie, form }))) as {
    data: { ok: boolean; message: string; recoveryCodes?: string[] };
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, ...result.data };
}

const status = async (cookie: string) => (await call(loader, adminRequest("/admin/security", { cookie }))).status;
const later = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

describe("two-step sign-in settings", () => {
  it("sets up with a QR code and a confirming code, shows ten recovery codes once, and turns off with a code", async () => {
    const cookie = await adminSessionCookie(t.context);
    expect(await status(cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0, enrolment: undefined });

    expect(await post(cookie, { intent: "start" })).toMatchObject({ status: 200, ok: true });
    const { enrolment } = await status(cookie);
    expect(enrolment?.secret).toMatch(/^[A-Z2-7]{32}$/);
    const svg = Buffer.from(enrolment!.qrCode.replace("data:image/svg+xml;base64,", ""), "base64").toString();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    expect(await post(cookie, { intent: "confirm", code: "000000" })).toMatchObject({ status: 400, ok: false });
    const turnedOn = await post(cookie, { intent: "confirm", code: await generate({ secret: enrolment!.secret }) });
    expect(turnedOn).toMatchObject({ status: 200, ok: true, message: expect.stringContaining("shown only this once") });
    expect(turnedOn.recoveryCodes).toHaveLength(10);
    expect(new Set(turnedOn.recoveryCodes).size).toBe(10);
    expect(await status(cookie)).toEqual({ enabled: true, recoveryCodesLeft: 10, enrolment: undefined });

    expect(await post(cookie, { intent: "disable", code: "123456" })).toMatchObject({ status: 400, ok: false });
    const code = await generate({ secret: enrolment!.secret, epoch: later(30) });
    expect(await post(cookie, { intent: "disable", code })).toMatchObject({ status: 200, ok: true });
    expect((await status(cookie)).enabled).toBe(false);
    expect(await t.db.selectFrom("admin_recovery_codes").selectAll().execute()).toEqual([]);
  });

  it("limits the codes tried, so a stolen session cannot guess its way to turning it off", async () => {
    const cookie = await adminSessionCookie(t.context);
    await post(cookie, { intent: "start" });
    for (let attempt = 0; attempt < 5; attempt += 1) await post(cookie, { intent: "confirm", code: "000000" });
    const { enrolment } = await status(cookie);
    const refused = await post(cookie, { intent: "confirm", code: await generate({ secret: enrolment!.secret }) });
    expect(refused).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many codes tried/) });
  });

  it("forgets a cancelled set-up", async () => {
    const cookie = await adminSessionCookie(t.context);
    await post(cookie, { intent: "start" });
    await post(cookie, { intent: "cancel" });
    expect((await status(cookie)).enrolment).toBeUndefined();
  });
});
