import pino from "pino";
import { describe, expect, it } from "vitest";
import { countAdminUsers, findAdminUserByEmail } from "~/db/queries/admin-users.server";
import { withTestDatabase } from "../../../tests/support/test-database";
import { createOrResetAdmin } from "./admin-accounts.server";
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from "./first-admin.server";
import { verifyPassword } from "./password.server";
import { startAdminSession } from "./session.server";

const t = withTestDatabase();
const PASSWORD = "a long enough password";

describe("createOrResetAdmin", () => {
  it("creates an admin, and refuses the same e-mail twice without --reset", async () => {
    expect(await createOrResetAdmin(t.db, { email: "new@example.com", password: PASSWORD, reset: false })).toEqual({
      status: "created",
    });
    const again = await createOrResetAdmin(t.db, { email: "NEW@example.com", password: PASSWORD, reset: false });
    expect(again).toMatchObject({ status: "refused", message: expect.stringContaining("already exists") });
    expect(await countAdminUsers(t.db)).toBe(1);
  });

  it("resets the password and ends the account's sessions", async () => {
    await createOrResetAdmin(t.db, { email: "owner@example.com", password: PASSWORD, reset: false });
    const user = await findAdminUserByEmail(t.db, "owner@example.com");
    await startAdminSession(new Request("https://playbooks.test/admin"), t.context, user!.id);
    const outcome = await createOrResetAdmin(t.db, {
      email: "owner@example.com",
      password: "a different long password",
      reset: true,
    });
    expect(outcome).toEqual({ status: "reset" });
    const updated = await findAdminUserByEmail(t.db, "owner@example.com");
    await expect(verifyPassword("a different long password", updated!.passwordHash)).resolves.toBe(true);
    expect(await t.db.selectFrom("admin_sessions").selectAll().execute()).toEqual([]);
  });

  it("turns the second factor off on reset, the way back in for an owner who lost the app and the codes", async () => {
    await createOrResetAdmin(t.db, { email: "owner@example.com", password: PASSWORD, reset: false });
    const user = await findAdminUserByEmail(t.db, "owner@example.com");
    await t.db.updateTable("admin_users").set({ totp_secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" }).execute();
    expect((await findAdminUserByEmail(t.db, "owner@example.com"))!.secondFactor).toBe(true);
    await createOrResetAdmin(t.db, { email: user!.email, password: PASSWORD, reset: true });
    expect((await findAdminUserByEmail(t.db, "owner@example.com"))!.secondFactor).toBe(false);
  });

  it("explains a bad e-mail, a short password and a reset of an unknown account", async () => {
    const refuse = (request: { email: string; password: string; reset: boolean }) =>
      createOrResetAdmin(t.db, request).then((outcome) => (outcome.status === "refused" ? outcome.message : ""));
    expect(await refuse({ email: "nope", password: PASSWORD, reset: false })).toMatch(/valid e-mail/);
    expect(await refuse({ email: "a@example.com", password: "short", reset: false })).toMatch(/at least 12/);
    expect(await refuse({ email: "a@example.com", password: PASSWORD, reset: true })).toMatch(/No admin has/);
  });

  it("resets the generated first admin, whose address has no domain", async () => {
    await ensureFirstAdmin(t.db, { logger: pino({ level: "silent" }), print: () => {} });
    const outcome = await createOrResetAdmin(t.db, { email: DEFAULT_ADMIN_EMAIL, password: PASSWORD, reset: true });
    expect(outcome).toEqual({ status: "reset" });
  });
});
