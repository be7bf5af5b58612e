import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { createAdminUser, findAdminUserByEmail } from "~/db/queries/admin-users.server";
import { readSecondFactor } from "~/db/queries/second-factor.server";
import { withTestDatabase } from "../../../tests/support/test-database";
import { hashPassword } from "./password.server";
import { confirmEnrolment, startEnrolment } from "./second-factor.server";
import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_WINDOW_MS } from "./sign-in-gate.server";
import { FREE_SIGN_IN_ATTEMPTS, MAX_SIGN_IN_DELAY_MS } from "./sign-in-pace";
import { attemptSignIn, type SignInAttempt, type SignInResult } from "./sign-in.server";

const t = withTestDatabase();
const PASSWORD = "a long enough password";
const start = new Date("2025-06-01T10:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);
const signIn = (attempt: SignInAttempt, now: Date) => attemptSignIn(t.context, attempt, now);

async function addOwner(): Promise<string> {
  await createAdminUser(t.db, { email: "owner@example.com", passwordHash: await hashPassword(PASSWORD) });
  return (await findAdminUserByEmail(t.db, "owner@example.com"))!.id;
}

/** Wrong passwords from a new address each, each waiting as long as it is told: the account's pace grows. */
async function guessFromEverywhere(guesses: number, from: Date): Promise<Date> {
  let now = from.getTime();
  for (let guess = 1; guess <= guesses; guess += 1) {
    const address = `10.9.0.${guess}`;
    let result: SignInResult = await signIn({ password: "wrong", address }, new Date(now));
    if (result.status === "locked") {
      now += result.retryAfterSeconds * 1000;
      result = await signIn({ password: "wrong", address }, new Date(now));
    }
    expect(result.status).toBe("invalid");
  }
  return new Date(now);
}

describe("sign-in counts and known browsers", () => {
  it("does not give guessers elsewhere a fresh start when the owner signs in", async () => {
    const id = await addOwner();
    const now = await guessFromEverywhere(10, start);
    const known = { adminUserId: id, deviceId: "owners-laptop" };
    expect((await signIn({ password: PASSWORD, address: "198.51.100.9", device: known }, now)).status).toBe(
      "signed-in",
    );
    // The account still makes the next guess wait, as it did before the owner came in.
    const guess = await signIn({ password: "wrong", address: "192.0.2.200" }, now);
    expect(guess).toMatchObject({ status: "locked" });
  });

  it("gives a copied device cookie one allowance in all, then counts it like any browser, never locking its owner out", async () => {
    const id = await addOwner();
    const copied = { adminUserId: id, deviceId: "owners-laptop" };
    for (let guess = 1; guess <= SIGN_IN_FAILURE_LIMIT; guess += 1) {
      const result = await signIn({ password: "wrong", address: `203.0.113.${guess}`, device: copied }, start);
      expect(result.status).toBe("invalid");
    }
    // From twenty more addresses at once: no fresh allowance at any of them, only the account's pace.
    const more = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signIn({ password: "wrong", address: `198.18.0.${index}`, device: copied }, start),
      ),
    );
    expect(more.filter((result) => result.status === "invalid").length).toBeLessThanOrEqual(FREE_SIGN_IN_ATTEMPTS);

    // The owner's browser holds the same cookie: it waits out the pace (a minute at most), not the window.
    // (How many of the twenty took a slot of the pace depends on how PostgreSQL interleaved them:
    // with few, the owner is let in at once, and a second sign-in would be paced as a new attempt.)
    const owner = await signIn({ password: PASSWORD, address: "198.51.100.9", device: copied }, at(1_000));
    const wait = owner.status === "locked" ? owner.retryAfterSeconds * 1000 : 0;
    expect(wait).toBeLessThanOrEqual(MAX_SIGN_IN_DELAY_MS);
    const signedIn =
      owner.status === "locked"
        ? await signIn({ password: PASSWORD, address: "198.51.100.9", device: copied }, at(1_000 + wait))
        : owner;
    expect(signedIn).toMatchObject({ status: "signed-in", throughDevice: false });
  });

  it("counts a right password whose second step is never given: five lock that pair for the window", async () => {
    const id = await addOwner();
    await startEnrolment(t.db, id);
    const { pendingSecret } = await readSecondFactor(t.db, id);
    await confirmEnrolment(t.db, id, { code: await generate({ secret: pendingSecret! }), keepSession: "" });
    for (let attempt = 1; attempt <= SIGN_IN_FAILURE_LIMIT; attempt += 1) {
      const result = await signIn({ password: PASSWORD, address: "203.0.113.7" }, at(attempt * 61_000));
      expect(result.status).toBe("second-factor");
    }
    const sixth = await signIn({ password: PASSWORD, address: "203.0.113.7" }, at(6 * 61_000));
    expect(sixth).toEqual({ status: "locked", retryAfterSeconds: (SIGN_IN_WINDOW_MS - 5 * 61_000) / 1000 });
  });

  it("clears one known browser's count when it signs in, and no other's", async () => {
    const id = await addOwner();
    const laptop = { adminUserId: id, deviceId: "laptop" };
    const phone = { adminUserId: id, deviceId: "phone" };
    for (let failure = 1; failure <= 4; failure += 1) {
      expect((await signIn({ password: "wrong", address: "198.51.100.1", device: laptop }, start)).status).toBe(
        "invalid",
      );
    }
    expect((await signIn({ password: PASSWORD, address: "198.51.100.2", device: phone }, start)).status).toBe(
      "signed-in",
    );
    expect((await signIn({ password: "wrong", address: "198.51.100.1", device: laptop }, start)).status).toBe(
      "invalid",
    );
    // The laptop's allowance is spent: it is now counted like any browser (and still signs in, at this address).
    expect(await signIn({ password: PASSWORD, address: "198.51.100.1", device: laptop }, start)).toMatchObject({
      status: "signed-in",
      throughDevice: false,
    });
  });
});
