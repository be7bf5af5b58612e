import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/support/test-database";
import { openPostgres } from "~/db/connection.server";
import { BEEHIIV_DELIVERY } from "~/db/queries/leads.server";
import { LEAD_DELIVERY_KINDS } from "./delivery.server";
import { subscribeLead } from "./subscribe.server";

const t = withTestDatabase();

const withProvider = () => ({
  ...t.context,
  clientAddress: "203.0.113.9",
  config: { ...t.context.config, BEEHIIV_API_KEY: "key", BEEHIIV_PUBLICATION_ID: "pub_1" },
});

describe("subscribeLead", () => {
  it("stores one lead per e-mail and adds later submissions with their tool and tracking", async () => {
    const context = withProvider();
    await subscribeLead(context, { email: "Ada@example.com", leadMagnet: "AI Business Quiz", utmSource: "linkedin" });
    await subscribeLead(context, { email: "ada@example.com", leadMagnet: "90-Day Sprint Planner" });

    const leads = await t.db.selectFrom("leads").selectAll().execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      email: "ada@example.com",
      utm_source: "linkedin",
      utm_medium: "organic",
      utm_campaign: "unknown",
      referrer: "direct",
      current_tool: "ai-business-quiz",
      submission_count: 2,
    });
    const tools = await t.db.selectFrom("lead_submissions").select("current_tool").orderBy("created_at").execute();
    expect(tools.map((row) => row.current_tool).sort()).toEqual(["90-day-sprint-planner", "ai-business-quiz"]);
    const jobs = await t.db.selectFrom("jobs").selectAll().where("kind", "=", BEEHIIV_DELIVERY).execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: "pending", attempts: 0, key: leads[0]!.id });
  });

  it("keeps one pack token per lead, and gives one to a lead stored before tokens existed", async () => {
    const context = withProvider();
    await subscribeLead(context, { email: "kept@example.com" });
    const [first] = await t.db.selectFrom("leads").select("pack_token").execute();
    await subscribeLead(context, { email: "kept@example.com", leadMagnet: "Workshop Resources Pack" });
    expect(await t.db.selectFrom("leads").select("pack_token").execute()).toEqual([first]);

    await t.db.updateTable("leads").set({ pack_token: null }).execute();
    await subscribeLead(context, { email: "kept@example.com" });
    const [renewed] = await t.db.selectFrom("leads").select("pack_token").execute();
    expect(renewed!.pack_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(renewed!.pack_token).not.toBe(first!.pack_token);
  });

  it("only stores the lead when no provider is configured, and promises no e-mail", async () => {
    const result = await subscribeLead({ ...t.context, clientAddress: "203.0.113.9" }, { email: "b@example.com" });
    expect(result).toMatchObject({ ok: true, followUp: "none" });
    expect(await t.db.selectFrom("leads").select("email").execute()).toEqual([{ email: "b@example.com" }]);
    expect(await t.db.selectFrom("jobs").selectAll().where("kind", "in", LEAD_DELIVERY_KINDS).execute()).toEqual([]);
  });

  it("tells the visitor what beehiiv will send: its welcome e-mail, nothing, or a link to confirm", async () => {
    const subscribe = (config: Record<string, unknown>, email: string) =>
      subscribeLead({ ...withProvider(), config: { ...withProvider().config, ...config } }, { email });
    expect(await subscribe({}, "a@example.com")).toMatchObject({ followUp: "welcome-email" });
    expect(await subscribe({ BEEHIIV_SEND_WELCOME_EMAIL: false }, "b@example.com")).toMatchObject({ followUp: "none" });
    expect(await subscribe({ DOUBLE_OPT_IN: true }, "c@example.com")).toMatchObject({ followUp: "confirm-email" });
    // beehiiv runs the confirmation; the site does not mark its leads as waiting for one.
    const leads = await t.db.selectFrom("leads").select("confirmation").execute();
    expect(leads.map((lead) => lead.confirmation)).toEqual([null, null, null]);
  });

  it("refuses a bad e-mail with a clear message and stores nothing", async () => {
    const result = await subscribeLead(withProvider(), { email: "not an email" });
    expect(result).toEqual({ ok: false, status: 400, error: "Please enter a valid email address." });
    expect(await t.db.selectFrom("leads").selectAll().execute()).toEqual([]);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const result = await subscribeLead(withProvider(), { email: "bot@example.com", website: "https://spam.example" });
    expect(result.ok).toBe(true);
    expect(await t.db.selectFrom("leads").selectAll().execute()).toEqual([]);
  });

  it("limits sign-ups per address and says how long to wait", async () => {
    const context = withProvider();
    for (let i = 0; i < 10; i += 1) {
      expect((await subscribeLead(context, { email: `person${i}@example.com` })).ok).toBe(true);
    }
    const blocked = await subscribeLead(context, { email: "one-more@example.com" });
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    expect(!blocked.ok && blocked.error).toMatch(
      /^Too many sign-ups from your connection\. Please try again in \d+ minutes\.$/,
    );
    expect(
      (await subscribeLead({ ...context, clientAddress: "198.51.100.4" }, { email: "other@example.com" })).ok,
    ).toBe(true);
  });

  it("asks the visitor to try again in a moment while the database cannot be reached", async () => {
    // Nothing listens on port 1: every query is refused, as during a database restart.
    const unreachable = openPostgres("postgres://nobody:secret@127.0.0.1:1/none");
    try {
      const result = await subscribeLead({ ...withProvider(), db: unreachable }, { email: "later@example.com" });
      expect(result).toEqual({
        ok: false,
        status: 503,
        error: "We could not save your subscription just now. Please try again in a moment.",
        retryAfterSeconds: 5,
      });
    } finally {
      await unreachable.destroy();
    }
  });
});
