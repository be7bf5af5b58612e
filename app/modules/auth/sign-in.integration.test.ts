import pino from "pino";
import { describe, expect, it } from "vitest";
import { createAdminUser, findAdminUserByEmail } from "~/db/queries/admin-users.server";
import { withTestDatabase } from "../../../tests/support/test-database";
import { hashPassword } from "./password.server";
import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_WINDOW_MS } from "./sign-in-gate.server";
import { MAX_SIGN_IN_DELAY_MS } from "./sign-in-pace";
import { attemptSignIn, type SignInAttempt } from "./sign-in.server";

const t = withTestDatabase();
const PASSWORD = "a long enough password";
const start = new Date("2025-06-01T10:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

/**
 * The cost the accounts here are hashed with: the rules under test (pauses, locks, devices) do not
 * depend on it, and each of the hundred or so checks then takes a millisecond instead of tens.
 * The test of concurrent guesses keeps the server's cost: the time a check takes is the window
 * its guesses race through.
 */
const QUICK_HASH = { N: 2 ** 10, r: 8, p: 1 };

async function addAdmin(email: string, { serverCost = false } = {}): Promise<string> {
  const passwordHash = await hashPassword(PASSWORD, serverCost ? undefined : QUICK_HASH);
  await createAdminUser(t.db, { email, passwordHash });
  return (await findAdminUserByEmail(t.db, email))!.id;
}

/** The test database's context, with the log lines kept to be read. */
function loggingContext() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { context: { db: t.db, logger }, lines };
}

const signIn = (attempt: SignInAttempt, now?: Date) => attemptSignIn(t.context, attempt, now);

describe("attemptSignIn", () => {
  it("signs in the only admin by password alone and refuses a wrong one", async () => {
    await addAdmin("owner@example.com");
    expect(await signIn({ password: PASSWORD, address: "10.0.0.1" })).toMatchObject({ status: "signed-in" });
    expect(await signIn({ password: "nope", address: "10.0.0.1" })).toEqual({ status: "invalid" });
  });

  it("needs the e-mail once there are two admins", async () => {
    await addAdmin("owner@example.com");
    await addAdmin("editor@example.com");
    expect((await signIn({ password: PASSWORD, address: "a" })).status).toBe("invalid");
    expect((await signIn({ email: "Editor@Example.com", password: PASSWORD, address: "a" })).status).toBe("signed-in");
  });

  it("checks at most the limit's worth of 100 concurrent wrong passwords, then refuses the right one too", async () => {
    await addAdmin("owner@example.com", { serverCost: true });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) => signIn({ password: `guess ${index}`, address: "203.0.113.7" }, start)),
    );
    const checked = results.filter((result) => result.status === "invalid");
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_FAILURE_LIMIT);
    expect(results.filter((result) => result.status === "locked")).toHaveLength(100 - checked.length);
    expect((await signIn({ password: PASSWORD, address: "203.0.113.7" }, at(60_000))).status).toBe("locked");
  });

  it("locks an account and address pair for the window, while the account only slows down elsewhere", async () => {
    await addAdmin("owner@example.com");
    for (let attempt = 1; attempt <= SIGN_IN_FAILURE_LIMIT; attempt += 1) {
      expect((await signIn({ password: "wrong", address: "203.0.113.7" }, start)).status).toBe("invalid");
    }
    const pair = await signIn({ password: PASSWORD, address: "203.0.113.7" }, at(2_000));
    expect(pair).toEqual({ status: "locked", retryAfterSeconds: SIGN_IN_WINDOW_MS / 1000 - 2 });
    // The fifth failure earned the account a one-second pause, no more.
    expect(await signIn({ password: PASSWORD, address: "198.51.100.1" }, start)).toEqual({
      status: "locked",
      retryAfterSeconds: 1,
    });
    expect((await signIn({ password: PASSWORD, address: "198.51.100.1" }, at(1_000))).status).toBe("signed-in");
  });

  it("makes each failure from new addresses wait twice as long as the last, up to a minute", async () => {
    await addAdmin("owner@example.com");
    let now = start.getTime();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 14; attempt += 1) {
      const address = `10.1.0.${attempt}`;
      let result = await signIn({ password: "wrong", address }, new Date(now));
      if (result.status === "locked") {
        waits.push(result.retryAfterSeconds);
        now += result.retryAfterSeconds * 1000;
        result = await signIn({ password: "wrong", address }, new Date(now));
      }
      expect(result.status).toBe("invalid");
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(MAX_SIGN_IN_DELAY_MS).toBe(60_000);
  });

  it("cannot be kept from the owner by a guess every three minutes", async () => {
    await addAdmin("owner@example.com");
    for (let guess = 0; guess < 20; guess += 1) {
      await signIn({ password: "wrong", address: `192.0.2.${guess}` }, at(guess * 180_000));
    }
    const owner = await signIn({ password: PASSWORD, address: "198.51.100.9" }, at(19 * 180_000 + 61_000));
    expect(owner.status).toBe("signed-in");
  });

  it("lets a browser that signed in before in at once, whatever failed elsewhere, and counts its own failures apart", async () => {
    const id = await addAdmin("owner@example.com");
    const device = { adminUserId: id, deviceId: "known-browser" };
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      await signIn({ password: "wrong", address: attempt % 2 ? "203.0.113.7" : `10.2.0.${attempt}` }, start);
    }
    expect((await signIn({ password: "wrong", address: "198.51.100.1" }, start)).status).toBe("locked");
    expect((await signIn({ password: PASSWORD, address: "203.0.113.7", device }, start)).status).toBe("signed-in");

    for (let attempt = 1; attempt <= SIGN_IN_FAILURE_LIMIT; attempt += 1) {
      expect((await signIn({ password: "wrong", address: "203.0.113.7", device }, start)).status).toBe("invalid");
    }
    expect((await signIn({ password: PASSWORD, address: "203.0.113.7", device }, start)).status).toBe("locked");
    // A cookie for another account is no help.
    const stranger = { adminUserId: "someone-else", deviceId: "known-browser" };
    expect((await signIn({ password: PASSWORD, address: "203.0.113.7", device: stranger }, start)).status).toBe(
      "locked",
    );
  });

  it("logs failed and locked sign-ins with the account and the client's address", async () => {
    await addAdmin("owner@example.com");
    const { context, lines } = loggingContext();
    for (let attempt = 0; attempt <= SIGN_IN_FAILURE_LIMIT; attempt += 1) {
      await attemptSignIn(context, { password: "wrong", address: "203.0.113.7" }, start);
    }
    const failed = lines.filter((line) => line.msg === "admin sign-in failed");
    expect(failed).toHaveLength(SIGN_IN_FAILURE_LIMIT);
    expect(failed[0]).toMatchObject({ account: "owner@example.com", address: "203.0.113.7", reason: "wrong password" });
    const locked = lines.find((line) => line.msg === "admin sign-in locked");
    expect(locked).toMatchObject({ account: "owner@example.com", address: "203.0.113.7", level: 40 });
  });

  it("starts the signed-in pair's count again, and only that pair's", async () => {
    await addAdmin("owner@example.com");
    // A minute apart, so the account's pace never makes anyone wait here.
    let clock = 0;
    const next = () => at((clock += 61_000));
    const attempt = async (password: string, address: string) => (await signIn({ password, address }, next())).status;
    for (let failure = 1; failure <= 4; failure += 1) expect(await attempt("wrong", "198.51.100.1")).toBe("invalid");
    for (let failure = 1; failure <= 4; failure += 1) expect(await attempt("wrong", "203.0.113.9")).toBe("invalid");
    expect(await attempt(PASSWORD, "198.51.100.1")).toBe("signed-in");
    for (let failure = 1; failure <= 4; failure += 1) expect(await attempt("wrong", "198.51.100.1")).toBe("invalid");
    expect(await attempt(PASSWORD, "198.51.100.1")).toBe("signed-in");
    // The other address's failures were not forgiven by the owner's sign-ins.
    expect(await attempt("wrong", "203.0.113.9")).toBe("invalid");
    expect(await attempt(PASSWORD, "203.0.113.9")).toBe("locked");
  });
});
