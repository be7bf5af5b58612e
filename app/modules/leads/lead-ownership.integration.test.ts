import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/support/test-database";
import { PACK_EMAIL_DELIVERY } from "./pack-email.server";
import { subscribeLead, type SubscribeResult } from "./subscribe.server";
import type { SubscriberPass } from "./subscriber-cookie.server";

const t = withTestDatabase();
const RESULT_ID = "AAAAAAAAAAAAAAAAAAAAAA";

/** A site with a mail server: a pack asked for elsewhere can be e-mailed to the address. */
const withMail = (address = "203.0.113.9") => ({
  ...t.context,
  clientAddress: address,
  config: { ...t.context.config, SMTP_URL: "smtp://127.0.0.1:1", SMTP_FROM: "a@playbooks.test" },
});

const passOf = (result: SubscribeResult): SubscriberPass | undefined => (result.ok ? result.pass : undefined);
const leadRow = () => t.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();

describe("a known address typed in another browser", () => {
  it("hands that browser neither the lead nor its pack, and leaves the lead's last touch and count alone", async () => {
    const owner = await subscribeLead(t.context, {
      email: "owner@example.com",
      leadMagnet: "AI Business Quiz",
      lastUtmSource: "newsletter",
      lastUtmCampaign: "spring",
    });
    const ownerPass = passOf(owner)!;
    const before = await leadRow();
    expect(ownerPass).toEqual({ lead: before.id });

    const stranger = await subscribeLead(t.context, {
      email: "Owner@Example.com",
      leadMagnet: "AI Business Quiz",
      lastUtmSource: "attacker",
      lastUtmCampaign: "takeover",
      resultId: RESULT_ID,
    });
    // Only the gate of the result it was sent from, never the lead.
    expect(stranger).toEqual({ ok: true, followUp: "none", pass: { results: [RESULT_ID] }, created: false });
    expect(await leadRow()).toEqual(before);
    const submissions = await t.db
      .selectFrom("lead_submissions")
      .select(["last_utm_source", "from_owner"])
      .orderBy("created_at")
      .execute();
    expect(submissions).toEqual([
      { last_utm_source: "newsletter", from_owner: 1 },
      { last_utm_source: "attacker", from_owner: 0 },
    ]);

    // Without a result to open, that browser's cookie is left as it was.
    expect(passOf(await subscribeLead(t.context, { email: "owner@example.com" }))).toBeUndefined();
    // The owner's browser still speaks for its lead.
    await subscribeLead(t.context, { email: "owner@example.com", lastUtmSource: "linkedin" }, { pass: ownerPass });
    expect(await leadRow()).toMatchObject({ last_utm_source: "linkedin", submission_count: 2 });
  });

  it("e-mails the pack to the address when it asks for the pack, at most once an hour, and says so", async () => {
    await subscribeLead(withMail(), { email: "owner@example.com" });
    expect(await t.db.selectFrom("jobs").selectAll().execute()).toEqual([]);

    const pack = { email: "owner@example.com", leadMagnet: "Workshop Resources Pack" };
    expect(await subscribeLead(withMail("198.51.100.1"), pack)).toMatchObject({ followUp: "pack-email" });
    const jobs = () => t.db.selectFrom("jobs").select(["kind", "status", "attempts"]).execute();
    expect(await jobs()).toEqual([{ kind: PACK_EMAIL_DELIVERY, status: "pending", attempts: 0 }]);

    await t.db.updateTable("jobs").set({ status: "done", attempts: 1 }).execute();
    // Sent a moment ago: not again, and the visitor is pointed to that e-mail.
    expect(await subscribeLead(withMail("198.51.100.2"), pack)).toMatchObject({ followUp: "pack-email" });
    expect(await jobs()).toEqual([{ kind: PACK_EMAIL_DELIVERY, status: "done", attempts: 1 }]);

    await t.db
      .updateTable("jobs")
      .set({ updated_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .execute();
    await subscribeLead(withMail("198.51.100.3"), pack);
    expect(await jobs()).toEqual([{ kind: PACK_EMAIL_DELIVERY, status: "pending", attempts: 0 }]);
  });

  it("promises no e-mail where none can be sent", async () => {
    await subscribeLead(t.context, { email: "owner@example.com" });
    const pack = { email: "owner@example.com", leadMagnet: "Workshop Resources Pack" };
    expect(await subscribeLead(t.context, pack)).toMatchObject({ ok: true, followUp: "none" });
    expect(await t.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
  });
});
