import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeBeehiiv, type FakeBeehiiv } from "../../../tests/support/fake-beehiiv";
import { startFakeSmtp, type FakeSmtp } from "../../../tests/support/fake-smtp";
import { withTestDatabase } from "../../../tests/support/test-database";
import { createJobRunner } from "~/modules/jobs/runner.server";
import { leadDeliveryJob } from "./delivery-job.server";
import { PACK_CHANNEL, packDeliveryKind } from "./delivery.server";
import { BEEHIIV_PACK_DELIVERY, PACK_EMAIL_DELIVERY } from "./pack-email.server";
import { subscribeLead } from "./subscribe.server";

const t = withTestDatabase();
let smtp: FakeSmtp;
let beehiiv: FakeBeehiiv;

beforeEach(async () => {
  [smtp, beehiiv] = await Promise.all([startFakeSmtp(), startFakeBeehiiv()]);
});
afterEach(() => Promise.all([smtp.close(), beehiiv.close()]));

type Settings = Record<string, unknown>;
const context = (settings: Settings, address = "203.0.113.9") => ({
  ...t.context,
  clientAddress: address,
  config: { ...t.context.config, ...settings },
});

/** The owner subscribes, then another browser asks for the pack of the same address; the outbox runs once. */
async function packAskedElsewhere(settings: Settings) {
  await subscribeLead(context(settings), { email: "owner@example.com" });
  const answer = await subscribeLead(context(settings, "198.51.100.7"), {
    email: "owner@example.com",
    leadMagnet: "Workshop Resources Pack",
  });
  const kind = packDeliveryKind(context(settings).config)!;
  const retry = { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 50 };
  const job = leadDeliveryJob(kind, { retry, requestTimeoutMs: 5_000 }, PACK_CHANNEL);
  await createJobRunner({ services: context(settings), definitions: [job] }).runOnce();
  const { pack_token } = await t.db.selectFrom("leads").select("pack_token").executeTakeFirstOrThrow();
  return { answer, kind, packToken: pack_token! };
}

describe("a pack asked for in another browser", () => {
  it("is e-mailed to the address through the site's mail server, with the lead's own link", async () => {
    const { answer, kind, packToken } = await packAskedElsewhere({
      SMTP_URL: smtp.url,
      SMTP_FROM: "Playbooks <hello@playbooks.test>",
    });
    expect(answer).toMatchObject({ ok: true, followUp: "pack-email" });
    expect(kind).toBe(PACK_EMAIL_DELIVERY);
    expect(smtp.received.map((mail) => mail.to)).toEqual([["owner@example.com"]]);
    const text = smtp.received[0]!.raw.replace(/=\r?\n/g, "");
    expect(text).toMatch(/^Subject: Your workshop resources pack from AI Business Playbooks$/m);
    expect(text).toContain(`/resources/${packToken}`);
  });

  it("goes through a beehiiv automation when one is named and no mail server is set", async () => {
    const beehiivSettings = {
      BEEHIIV_API_KEY: "key",
      BEEHIIV_PUBLICATION_ID: "pub_1",
      BEEHIIV_API_BASE: beehiiv.url,
      BEEHIIV_PACK_AUTOMATION_ID: "aut_pack",
    };
    const { answer, kind } = await packAskedElsewhere(beehiivSettings);
    expect(answer).toMatchObject({ followUp: "pack-email" });
    expect(kind).toBe(BEEHIIV_PACK_DELIVERY);
    expect(beehiiv.journeys).toEqual([{ automationId: "aut_pack", email: "owner@example.com" }]);

    const { BEEHIIV_PACK_AUTOMATION_ID: _none, ...withoutAutomation } = beehiivSettings;
    expect(packDeliveryKind(context(withoutAutomation).config)).toBeUndefined();
  });
});
