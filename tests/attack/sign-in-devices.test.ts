import { describe, expect, it } from "vitest";
import { E2E_ADMIN } from "../support/admin-credentials";
import { reportFigure, withAttackServer } from "./attack-server";
import { cookieNamed, signIn, type Client } from "./visitors";

/**
 * `npm run test:attack`, issue 20 row 8: the account's pace and the owner's remembered browser.
 * Guessers spread over many addresses are slowed by the account's pace; the owner's browser
 * carries a device cookie that lets it past them.
 */

/** Wrong guesses from `count` new addresses at once: how many were checked (401) and refused (429). */
async function guessAtOnce(origin: string, count: number, from: string, cookies?: string[]) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      signIn(origin, { address: `${from}.${index}`, cookies }, `guess ${index}`),
    ),
  );
  return {
    checked: answers.filter((answer) => answer.status === 401).length,
    refused: answers.filter((answer) => answer.status === 429).length,
  };
}

/** The owner signs in from their usual browser and address: its answer, and its device cookie. */
async function ownerSignIn(origin: string, device?: string) {
  const owner: Client = { address: "198.51.100.50", cookies: device ? [device] : [] };
  const answer = await signIn(origin, owner, E2E_ADMIN.password);
  return { answer, device: cookieNamed(answer, "admin_device") ?? device };
}

describe("an owner's sign-in and the account's pace", () => {
  const server = withAttackServer();

  it("gives guessers elsewhere no fresh start", async () => {
    const origin = server.current().baseUrl;
    const { device } = await ownerSignIn(origin);
    const slowed = await guessAtOnce(origin, 20, "10.80.0");
    const owner = await ownerSignIn(origin, device);
    const after = await guessAtOnce(origin, 20, "10.81.0");
    reportFigure(
      "row 8: guesses checked right after an owner's sign-in",
      `${after.checked} of 20 (before it: ${slowed.checked} of 20; the owner's sign-in answered ${owner.answer.status})`,
    );
    expect(owner.answer.status).toBe(302);
    // The account's pace still holds: a slot now and then (a second or more apart), never a fresh five.
    expect(after.checked).toBeLessThanOrEqual(2);
  });
});

describe("a stolen device cookie", () => {
  const server = withAttackServer();

  it("gets no allowance of its own at each address and cannot lock the owner's browser", async () => {
    const origin = server.current().baseUrl;
    const { device, answer } = await ownerSignIn(origin);
    const maxAge = Number(
      /Max-Age=(\d+)/.exec(answer.headers.getSetCookie().find((c) => c.startsWith("admin_device=")) ?? "")?.[1],
    );
    // Guessers elsewhere have already slowed the account down.
    await guessAtOnce(origin, 20, "10.90.0");
    const stolen = await guessAtOnce(origin, 20, "203.0.113", [device!]);
    const more = await guessAtOnce(origin, 20, "203.0.114", [device!]);
    const owner = await ownerSignIn(origin, device);
    const wait = Number(owner.answer.headers.get("Retry-After") ?? 0);
    reportFigure(
      "row 8: a stolen device cookie, 2 × 20 guesses from 40 addresses while the account is slowed",
      `checked ${stolen.checked} + ${more.checked}; the owner's browser then answered ${owner.answer.status}${wait ? ` (wait ${wait} s)` : ""}; device cookie Max-Age ${Math.round(maxAge / 86_400)} days`,
    );
    // Its own allowance once, in all (not again at the next twenty addresses); after it, the
    // account's pace like any browser.
    expect(more.checked).toBeLessThanOrEqual(1);
    expect(owner.answer.status === 302 || wait <= 60).toBe(true);
    expect(maxAge).toBeLessThanOrEqual(30 * 86_400);
  });
});
