import { describe, expect, it } from "vitest";
import { createAdminUser } from "~/db/queries/admin-users.server";
import { withTestDatabase } from "../../../tests/support/test-database";
import { hashPassword } from "./password.server";
import { attemptSignIn, SIGN_IN_WINDOW_MS } from "./sign-in.server";

const t = withTestDatabase();
const PASSWORD = "a long enough password";

async function addAdmin(email: string) {
  await createAdminUser(t.db, { email, passwordHash: await hashPassword(PASSWORD) });
}

describe("attemptSignIn", () => {
  it("signs in the only admin by password alone and refuses a wrong one", async () => {
    await addAdmin("owner@example.com");
    expect(await attemptSignIn(t.db, { password: PASSWORD, address: "10.0.0.1" })).toMatchObject({
      status: "signed-in",
    });
    expect(await attemptSignIn(t.db, { password: "nope", address: "10.0.0.1" })).toEqual({ status: "invalid" });
  });

  it("needs the e-mail once there are two admins", async () => {
    await addAdmin("owner@example.com");
    await addAdmin("editor@example.com");
    expect((await attemptSignIn(t.db, { password: PASSWORD, address: "a" })).status).toBe("invalid");
    const result = await attemptSignIn(t.db, { email: "Editor@Example.com", password: PASSWORD, address: "a" });
    expect(result.status).toBe("signed-in");
  });

  it("locks the account after 5 failures in 15 minutes, even from new addresses and with the right password", async () => {
    await addAdmin("owner@example.com");
    const now = new Date("2025-06-01T10:00:00Z");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const result = await attemptSignIn(t.db, { password: "wrong", address: `10.0.0.${attempt}` }, now);
      expect(result.status).toBe("invalid");
    }
    const locked = await attemptSignIn(t.db, { password: PASSWORD, address: "10.0.0.99" }, now);
    expect(locked).toEqual({ status: "locked", retryAfterSeconds: 900 });

    const later = new Date(now.getTime() + SIGN_IN_WINDOW_MS + 1000);
    expect((await attemptSignIn(t.db, { password: PASSWORD, address: "10.0.0.99" }, later)).status).toBe("signed-in");
  });

  it("locks an address after 5 failures whatever e-mails it tries", async () => {
    await addAdmin("owner@example.com");
    await addAdmin("editor@example.com");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await attemptSignIn(t.db, { email: `guess${attempt}@example.com`, password: "x", address: "203.0.113.7" });
    }
    const result = await attemptSignIn(t.db, {
      email: "owner@example.com",
      password: PASSWORD,
      address: "203.0.113.7",
    });
    expect(result.status).toBe("locked");
    const elsewhere = await attemptSignIn(t.db, {
      email: "owner@example.com",
      password: PASSWORD,
      address: "198.51.100.1",
    });
    expect(elsewhere.status).toBe("signed-in");
  });

  it("clears the counts after a successful sign-in", async () => {
    await addAdmin("owner@example.com");
    for (let attempt = 1; attempt <= 4; attempt += 1) await attemptSignIn(t.db, { password: "x", address: "a" });
    await attemptSignIn(t.db, { password: PASSWORD, address: "a" });
    for (let attempt = 1; attempt <= 4; attempt += 1) await attemptSignIn(t.db, { password: "x", address: "a" });
    expect((await attemptSignIn(t.db, { password: PASSWORD, address: "a" })).status).toBe("signed-in");
  });
});
