import { describe, expect, it } from "vitest";
import { E2E_ADMIN } from "../support/admin-credentials";
import { reportFigure, withAttackServer } from "./attack-server";

/**
 * `npm run test:attack`: many sign-in guesses sent at the same moment from one client. Each
 * guess the server checks answers 401; one refused before checking answers 429. The lockout
 * must hold however many arrive together: at most the failure limit's worth are checked.
 */
const FAILURE_LIMIT = 5;

function signIn(origin: string, password: string): Promise<Response> {
  return fetch(`${origin}/admin?index`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ password }),
  });
}

// Each race on a server of its own: the first would leave the second facing a lockout already.
describe("the right password among 100 concurrent guesses", () => {
  const server = withAttackServer();

  it("lets the right password sent 31st of 100 concurrent requests through only if fewer than the limit were checked", async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        signIn(server.current().baseUrl, index === 30 ? E2E_ADMIN.password : `wrong guess ${index}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401 || status === 302).length;
    reportFigure(
      "sign-in race, right password 31st of 100",
      `${checked} checked; right password answered ${statuses[30]}`,
    );
    expect(checked).toBeLessThanOrEqual(FAILURE_LIMIT);
    expect(statuses[30]).not.toBe(302);
  });
});

describe("200 concurrent wrong guesses", () => {
  const server = withAttackServer();

  it("checks at most the limit's worth of 200 concurrent wrong guesses", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => signIn(server.current().baseUrl, `another guess ${index}`)),
    );
    const checked = answers.filter((answer) => answer.status === 401).length;
    const refused = answers.filter((answer) => answer.status === 429).length;
    reportFigure("sign-in race, 200 concurrent wrong guesses", `${checked} checked, ${refused} refused (429)`);
    expect(checked).toBeLessThanOrEqual(FAILURE_LIMIT);
    expect(checked + refused).toBe(200);
  });
});
