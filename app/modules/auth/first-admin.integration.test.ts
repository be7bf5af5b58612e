import pino from "pino";
import { describe, expect, it } from "vitest";
import { countAdminUsers, findAdminUserByEmail } from "~/db/queries/admin-users.server";
import { withTestDatabase } from "../../../tests/support/test-database";
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from "./first-admin.server";
import { verifyPassword } from "./password.server";

const t = withTestDatabase();
const logger = pino({ level: "silent" });

describe("ensureFirstAdmin", () => {
  it("creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, storing only a hash, and prints nothing", async () => {
    const printed: string[] = [];
    const options = { email: "Owner@Example.com", password: "correct horse battery", logger };
    await ensureFirstAdmin(t.db, { ...options, print: (text) => printed.push(text) });
    const user = await findAdminUserByEmail(t.db, "owner@example.com");
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.passwordHash).not.toContain("correct horse");
    await expect(verifyPassword("correct horse battery", user!.passwordHash)).resolves.toBe(true);
    expect(printed).toEqual([]);
  });

  it("prints a generated password once, and never again on later starts", async () => {
    const printed: string[] = [];
    const print = (text: string) => printed.push(text);
    await ensureFirstAdmin(t.db, { logger, print });
    await ensureFirstAdmin(t.db, { logger, print });
    expect(printed).toHaveLength(1);
    const password = /password: (\S+)/.exec(printed[0]!)?.[1];
    expect(password).toHaveLength(24);
    const user = await findAdminUserByEmail(t.db, DEFAULT_ADMIN_EMAIL);
    await expect(verifyPassword(password!, user!.passwordHash)).resolves.toBe(true);
    expect(await countAdminUsers(t.db)).toBe(1);
  });

  it("leaves an existing admin alone even when the variables change", async () => {
    await ensureFirstAdmin(t.db, { email: "a@example.com", password: "first password!", logger, print: () => {} });
    await ensureFirstAdmin(t.db, { email: "b@example.com", password: "second password", logger, print: () => {} });
    expect(await findAdminUserByEmail(t.db, "b@example.com")).toBeUndefined();
    expect(await countAdminUsers(t.db)).toBe(1);
  });
});
