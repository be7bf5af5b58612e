import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp } from "../../../tests/support/fake-smtp";
import { withTestDatabase } from "../../../tests/support/test-database";
import { confirmSubscription, viewConfirmation } from "./confirm-subscription.server";
import { CONFIRMATION_DELIVERY } from "./confirmation-email.server";
import { createJobRunner } from "~/modules/jobs/runner.server";
import { leadDeliveryJob } from "./delivery-job.server";
import { subscribeLead } from "./subscribe.server";

const t = withTestDatabase();
let smtp: FakeSmtp;

beforeEach(async () => {
  smtp = await startFakeSmtp();
});
afterEach(() => smtp.close());

/** Double opt-in without a newsletter provider: the site sends the link through the fake mail server. */
const context = () => ({
  ...t.context,
  clientAddress: "203.0.113.9",
  config: {
    ...t.context.config,
    DOUBLE_OPT_IN: true,
    SMTP_URL: smtp.url,
    SMTP_FROM: "Playbooks <hello@playbooks.test>",
  },
});

async function deliverLeads(): Promise<void> {
  const delivery = leadDeliveryJob(CONFIRMATION_DELIVERY, {
    retry: { maxAttempts: 12, baseDelayMs: 10, maxDelayMs: 50 },
    requestTimeoutMs: 5_000,
  });
  await createJobRunner({ services: context(), definitions: [delivery] }).runOnce();
}

/** The confirmation link in the message, undoing quoted-printable's line wrapping. */
function linkIn(raw: string): URL {
  const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return new URL(/https:\/\/playbooks\.test\/subscribe\/confirm\?\S+/.exec(text)![0]);
}

const leadState = async () =>
  t.db.selectFrom("leads").select(["email", "confirmation", "confirmed_at"]).executeTakeFirstOrThrow();

describe("double opt-in through the site's own mail server", () => {
  it("stores the lead as pending, e-mails a link, and confirms it only once the link is followed and confirmed", async () => {
    const result = await subscribeLead(context(), { email: "Reader@Example.com" });
    expect(result).toMatchObject({ ok: true, followUp: "confirm-email" });
    expect(await leadState()).toEqual({ email: "reader@example.com", confirmation: "pending", confirmed_at: null });
    const jobs = await t.db.selectFrom("jobs").select("kind").execute();
    expect(jobs).toEqual([{ kind: CONFIRMATION_DELIVERY }]);

    await deliverLeads();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["reader@example.com"]);
    expect(smtp.received[0]!.raw).toMatch(/^Subject: Confirm your subscription to AI Business Playbooks$/m);
    const link = linkIn(smtp.received[0]!.raw);
    const fields = { lead: link.searchParams.get("lead")!, token: link.searchParams.get("token")! };

    // Opening the link (as a mail scanner would) changes nothing.
    expect(await viewConfirmation(context(), fields)).toMatchObject({ status: "ask", email: "reader@example.com" });
    expect((await leadState()).confirmation).toBe("pending");
    expect(await confirmSubscription(context(), fields)).toEqual({ status: "confirmed" });
    expect(await leadState()).toMatchObject({ confirmation: "confirmed", confirmed_at: expect.any(String) });

    // Subscribing again: no second e-mail, and nothing to wait for.
    expect(await subscribeLead(context(), { email: "reader@example.com" })).toMatchObject({ followUp: "none" });
    await deliverLeads();
    expect(smtp.received).toHaveLength(1);
  });

  it("refuses a link whose token another server (or nobody) made", async () => {
    await subscribeLead(context(), { email: "reader@example.com" });
    const { id } = await t.db.selectFrom("leads").select("id").executeTakeFirstOrThrow();
    for (const token of ["", "forged", "A".repeat(43)]) {
      expect(await confirmSubscription(context(), { lead: id, token })).toEqual({ status: "invalid" });
    }
    expect((await leadState()).confirmation).toBe("pending");
  });

  it("gives up on an address the mail server refuses for good, and tries again after a passing refusal", async () => {
    await subscribeLead(context(), { email: "gone@example.com" });
    await subscribeLead({ ...context(), clientAddress: "203.0.113.10" }, { email: "busy@example.com" });
    smtp.refuse("gone@example.com", 550);
    smtp.refuse("busy@example.com", 451);
    await deliverLeads();
    const jobs = await t.db
      .selectFrom("jobs")
      .innerJoin("leads", (join) => join.on((eb) => eb("jobs.key", "=", eb.cast<string>("leads.id", "text"))))
      .select(["leads.email", "jobs.status"])
      .orderBy("leads.email")
      .execute();
    expect(jobs).toEqual([
      { email: "busy@example.com", status: "pending" },
      { email: "gone@example.com", status: "failed" },
    ]);
  });
});
