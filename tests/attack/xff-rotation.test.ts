import { describe, expect, it } from "vitest";
import { reportFigure, withAttackServer } from "./attack-server";

/**
 * `npm run test:attack`: one client on this machine sends subscriptions, each claiming a new
 * X-Forwarded-For. With no proxy configured (TRUST_PROXY unset) the header is ignored, so the
 * per-address limit (10 in 15 minutes) counts the client itself.
 */
const SUBSCRIPTIONS = 100;
const PER_ADDRESS_LIMIT = 10;
// As shipped: TRUST_PROXY unset (the other tests' servers trust this machine as a proxy).
const server = withAttackServer({ TRUST_PROXY: "" });

describe("X-Forwarded-For rotation", () => {
  it("does not reset the per-address subscription limit", async () => {
    const origin = server.current().baseUrl;
    let accepted = 0;
    for (let index = 0; index < SUBSCRIPTIONS; index += 1) {
      const answer = await fetch(`${origin}/api/subscribe`, {
        method: "POST",
        headers: {
          Origin: origin,
          "Content-Type": "application/json",
          "X-Forwarded-For": `203.0.113.${index + 1}`,
        },
        body: JSON.stringify({ email: `rotating-${index}@example.com` }),
      });
      if (answer.ok) accepted += 1;
    }
    reportFigure("X-Forwarded-For rotation", `${accepted} of ${SUBSCRIPTIONS} subscriptions accepted from one client`);
    expect(accepted).toBe(PER_ADDRESS_LIMIT);
  });
});
