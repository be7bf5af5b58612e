import { describe, expect, it } from "vitest";
import { createAdminUser } from "~/db/queries/admin-users.server";
import { hashPassword } from "~/modules/auth/password.server";
import { action as signInAction } from "~/routes/admin._index";
import { action as subscribeAction } from "~/routes/api.subscribe";
import { action as sprintAction } from "~/routes/tools.sprint-planner";
import { action as landingAction } from "~/routes/tools.workshop-landing-builder";
import { withTestDatabase } from "../support/test-database";

/**
 * Every per-address limit kept in the database counts an IPv6 visitor by its /64: one host
 * rotating through the addresses its provider gave it is one visitor. (The render budget and
 * the tool forms' limit sit in front of React Router: tests/e2e/server-front.e2e.test.ts.)
 */
const t = withTestDatabase();
const SITE = "https://playbooks.test";
/** Three addresses of one /64, spelt as a rotating client would send them. */
const ONE_NETWORK = ["2001:db8:42:7::1", "2001:db8:42:7:0:0:0:beef", "2001:db8:42:7:ffff:1:2:3"];

/** Sends the same form from each address of the network, through the route's own action. */
async function postFromEach(action: (args: never) => unknown, path: string, form: Record<string, string>) {
  for (const clientAddress of ONE_NETWORK) {
    const request = new Request(`${SITE}${path}`, {
      method: "POST",
      headers: { Origin: SITE },
      body: new URLSearchParams(form),
    });
    await Promise.resolve(action({ request, params: {}, context: { ...t.context, clientAddress } } as never)).catch(
      (thrown: unknown) => {
        if (!(thrown instanceof Response)) throw thrown;
      },
    );
  }
}

/** Who the limit's bucket counted, and how many times. */
const counted = (bucket: string) =>
  t.db.selectFrom("rate_limit_counters").select(["subject", "hits"]).where("bucket", "=", bucket).execute();

describe("per-address limits", () => {
  it("count sign-in attempts from one /64 as one address", async () => {
    await createAdminUser(t.db, { email: "owner@example.com", passwordHash: await hashPassword("the right password") });
    await postFromEach(signInAction, "/admin?index", { email: "owner@example.com", password: "a wrong password" });
    expect(await counted("admin-password:pair")).toEqual([
      { subject: "owner@example.com 2001:db8:42:7::/64", hits: 3 },
    ]);
  });

  it("count subscriptions from one /64 as one address", async () => {
    for (const [index, clientAddress] of ONE_NETWORK.entries()) {
      const request = new Request(`${SITE}/api/subscribe`, {
        method: "POST",
        headers: { Origin: SITE, "Content-Type": "application/json" },
        body: JSON.stringify({ email: `reader${index}@example.com` }),
      });
      await subscribeAction({ request, params: {}, context: { ...t.context, clientAddress } } as never);
    }
    expect(await counted("subscribe")).toEqual([{ subject: "2001:db8:42:7::/64", hits: 3 }]);
  });

  it("count tool generations and landing builder codes from one /64 as one address", async () => {
    await postFromEach(sprintAction, "/tools/sprint-planner", {
      goal: "Sign three clients for my AI audit",
      why: "Leave my agency job",
      success: "3 contracts",
      confidence: "5",
      hours: "8",
      obstacle: "perfectionism",
      resources: "LinkedIn network",
      pastExperience: "Built a course",
    });
    expect(await counted("ai-generation")).toEqual([{ subject: "2001:db8:42:7::/64", hits: 3 }]);
    await postFromEach(landingAction, "/tools/workshop-landing-builder", { intent: "unlock", code: "a wrong code" });
    expect(await counted("landing-access")).toEqual([{ subject: "2001:db8:42:7::/64", hits: 3 }]);
  });

  it("keep IPv4 addresses apart", async () => {
    for (const clientAddress of ["203.0.113.7", "203.0.113.8"]) {
      const request = new Request(`${SITE}/api/subscribe`, {
        method: "POST",
        headers: { Origin: SITE, "Content-Type": "application/json" },
        body: JSON.stringify({ email: `${clientAddress}@example.com` }),
      });
      await subscribeAction({ request, params: {}, context: { ...t.context, clientAddress } } as never);
    }
    expect((await counted("subscribe")).map((row) => row.subject).sort()).toEqual(["203.0.113.7", "203.0.113.8"]);
  });
});
