import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp } from "../../../tests/support/fake-smtp";
import { withTestDatabase } from "../../../tests/support/test-database";
import { confirmSubscription, readConfirmationLink, viewConfirmation } from "./confirm-subscription.server";
import { CONFIRMATION_DELIVERY } from "./confirmation-email.server";
import { createJobRunner } from "~/modules/jobs/runner.server";
import { leadDeliveryJob } from "./delivery-job.server";
import { SUBSCRIPTION_CHANNEL } from "./delivery.server";
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
  const delivery = leadDeliveryJob(
    CONFIRMATION_DELIVERY,
    { retry: { maxAttempts: 12, baseDelayMs: 10, maxDelayMs: 50 }, requestTimeoutMs: 5_000 },
    SUBSCRIPTION_CHANNEL,
  );
  await createJobRunner({ services: context(), definitions: [delivery] }).runOnce();
}

/** The message's text, undoing quoted-printable's line wrapping. */
const textOf = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

/** The confirmation link in the message. */
function linkIn(raw: string): URL {
  return new URL(/https:\/\/playbooks\.test\/subscribe\/confirm\?\S+/.exec(textOf(raw))![0]);
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
    const fields = readConfirmationLink(link.searchParams)!;

    // Opening the link (as a mail scanner would) changes nothing.
    expect(await viewConfirmation(context(), fields)).toMatchObject({ status: "ask", email: "reader@example.com" });
    expect((await leadState()).confirmation).toBe("pending");
    expect(await confirmSubscription(context(), fields)).toMatchObject({ view: { status: "confirmed" } });
    expect(await leadState()).toMatchObject({ confirmation: "confirmed", confirmed_at: expect.any(String) });

    // Subscribing again: no second e-mail, and nothing to wait for.
    expect(await subscribeLead(context(), { email: "reader@example.com" })).toMatchObject({ followUp: "none" });
    await deliverLeads();
    expect(smtp.received).toHaveLength(1);
  });

  it("refuses a link whose token another server (or nobody) made", async () => {
    await subscribeLead(context(), { email: "reader@example.com" });
    const { id } = await t.db.selectFrom("leads").select("id").executeTakeFirstOrThrow();
    const expires = Math.floor(Date.now() / 1000) + 3600;
    for (const token of ["forged", "A".repeat(43)]) {
      expect(await confirmSubscription(context(), { lead: id, expires, token })).toEqual({
        view: { status: "invalid" },
      });
    }
    expect(readConfirmationLink(new URLSearchParams({ lead: id, token: "A".repeat(43) }))).toBeUndefined();
    expect((await leadState()).confirmation).toBe("pending");
  });

  it("stops a link working after CONFIRMATION_LINK_DAYS, a changed date included, and sends a new one when the address subscribes again", async () => {
    const sentAt = new Date();
    await subscribeLead(context(), { email: "late@example.com" });
    await deliverLeads();
    const fields = readConfirmationLink(linkIn(smtp.received[0]!.raw).searchParams)!;
    expect(textOf(smtp.received[0]!.raw)).toMatch(/before \d{1,2} \w+ \d{4}(,| at) \d{2}:\d{2} \(UTC\)/);
    const days = (n: number) => new Date(sentAt.getTime() + n * 24 * 60 * 60 * 1000);
    expect(await viewConfirmation(context(), fields, days(6.9))).toMatchObject({ status: "ask" });
    expect(await viewConfirmation(context(), fields, days(7.1))).toEqual({ status: "expired" });
    expect(await confirmSubscription(context(), fields, days(7.1))).toEqual({ view: { status: "expired" } });
    // Moving the date on makes the signature wrong.
    const extended = { ...fields, expires: fields.expires + 30 * 24 * 60 * 60 };
    expect(await viewConfirmation(context(), extended, days(7.1))).toEqual({ status: "invalid" });
    expect((await leadState()).confirmation).toBe("pending");

    // Within the hour, typing the address again sends nothing more; after it, a new link.
    await subscribeLead(context(), { email: "late@example.com" });
    await deliverLeads();
    expect(smtp.received).toHaveLength(1);
    await t.db
      .updateTable("jobs")
      .set({ updated_at: days(-0.1).toISOString() })
      .execute();
    expect(await subscribeLead(context(), { email: "late@example.com" })).toMatchObject({ followUp: "confirm-email" });
    await deliverLeads();
    expect(smtp.received).toHaveLength(2);
    const renewed = readConfirmationLink(linkIn(smtp.received[1]!.raw).searchParams)!;
    expect(await confirmSubscription(context(), renewed)).toMatchObject({ view: { status: "confirmed" } });
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
