import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { E2E_ADMIN } from "../support/admin-credentials";
import { reportFigure, withAttackServer } from "./attack-server";
import { adminSession, postForm, send, type Client } from "./visitors";

/**
 * `npm run test:attack`, issue 20 row 7: a stolen admin session (its cookie, not the password)
 * tries to bind its own authenticator app and keep the recovery codes; and a session opened
 * before the owner turned the second factor on is used afterwards.
 */

/** Starts setting up two-step sign-in and answers the secret the page shows. */
async function startSetUp(origin: string, client: Client): Promise<string> {
  await postForm(origin, "/admin/security", client, { intent: "start" });
  const page = (await send(origin, "/admin/security", client)).text;
  return /<code[^>]*>([A-Z2-7 ]{20,})<\/code>/.exec(page)![1]!.replaceAll(" ", "");
}

const isOn = async (origin: string, client: Client) =>
  (await send(origin, "/admin/security", client)).text.includes("Two-step sign-in is on");

describe("a stolen session and the second factor", () => {
  const server = withAttackServer();

  it("cannot bind its own authenticator without the password", async () => {
    const origin = server.current().baseUrl;
    const thief: Client = { address: "203.0.113.70" };
    thief.cookies = [await adminSession(origin, thief)];
    const secret = await startSetUp(origin, thief);
    const answer = await postForm(origin, "/admin/security", thief, {
      intent: "confirm",
      code: await generate({ secret }),
    });
    const bound = await isOn(origin, thief);
    const codes = answer.text.includes("Your recovery codes");
    reportFigure(
      "row 7: second factor set up with a stolen session alone",
      `${bound ? "bound" : "refused"} (answer ${answer.status}; recovery codes shown: ${codes ? "yes" : "no"})`,
    );
    expect(bound).toBe(false);
    expect(codes).toBe(false);
  });
});

describe("sessions opened before the second factor", () => {
  const server = withAttackServer();

  it("end when the owner turns it on", async () => {
    const origin = server.current().baseUrl;
    const thief: Client = { address: "203.0.113.71" };
    thief.cookies = [await adminSession(origin, thief)];
    const owner: Client = { address: "198.51.100.20" };
    owner.cookies = [await adminSession(origin, owner)];
    const secret = await startSetUp(origin, owner);
    await postForm(origin, "/admin/security", owner, {
      intent: "confirm",
      code: await generate({ secret }),
      password: E2E_ADMIN.password,
    });
    const thiefAfter = await send(origin, "/admin/security", thief);
    reportFigure(
      "row 7: a session opened before two-step sign-in was turned on",
      `${thiefAfter.status === 200 ? "still valid" : `ended (${thiefAfter.status} to the sign-in)`}; factor on: ${(await isOn(origin, owner)) ? "yes" : "no"}`,
    );
    expect(await isOn(origin, owner)).toBe(true);
    expect(thiefAfter.status).toBe(302);
  });
});
