import { describe, expect, it } from "vitest";
import { claimDueJobs, settleJob } from "~/db/queries/job-leases.server";
import { BEEHIIV_DELIVERY } from "~/db/queries/leads.server";
import { subscribeLead } from "~/modules/leads/subscribe.server";
import { action, loader } from "~/routes/admin.leads";
import { loader as csvLoader } from "~/routes/admin.leads[.]csv";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();

const withProvider = () => ({
  ...t.context,
  clientAddress: "203.0.113.20",
  config: { ...t.context.config, BEEHIIV_API_KEY: "key", BEEHIIV_PUBLICATION_ID: "pub" },
});

const leadId = async (email: string) =>
  (await t.db.selectFrom("leads").select("id").where("email", "=", email).executeTakeFirst())?.id;

async function seedLeads() {
  const context = withProvider();
  const ada = await subscribeLead(context, {
    email: "ada@example.com",
    leadMagnet: "AI Business Quiz",
    utmSource: "linkedin",
    utmCampaign: "spring",
  });
  // Ada again, from the browser that subscribed her.
  const pass = ada.ok ? ada.pass : undefined;
  await subscribeLead(context, { email: "ada@example.com", leadMagnet: "90-Day Sprint Planner" }, { pass });
  await subscribeLead(context, {
    email: "grace@example.org",
    leadMagnet: "Workshop Resources Pack",
    referrer: "https://news.example/",
  });
  await subscribeLead(context, {
    email: "mallory@example.net",
    leadMagnet: "Industry AI Translator",
    utmSource: "=HYPERLINK(1)",
  });
  // Grace's delivery failed for good.
  const jobs = await claimDueJobs(t.db, { kinds: [BEEHIIV_DELIVERY], workerId: "test", leaseMs: 60_000, limit: 10 });
  const graceLead = { id: await leadId("grace@example.org") };
  for (const job of jobs) {
    await settleJob(t.db, {
      id: job.id,
      workerId: "test",
      settlement:
        job.key === graceLead.id ? { status: "failed", error: "HTTP 400: invalid email" } : { status: "done" },
    });
  }
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

describe("/admin/leads", () => {
  it("sends anonymous visitors to the sign-in and changes nothing", async () => {
    await seedLeads();
    await expect(
      loader({ request: adminRequest("/admin/leads"), params: {}, context: t.context } as never),
    ).rejects.toMatchObject({ status: 302 });
    await expect(
      csvLoader({ request: adminRequest("/admin/leads.csv"), params: {}, context: t.context } as never),
    ).rejects.toMatchObject({ status: 302 });
    await expect(
      action({
        request: adminRequest("/admin/leads", { form: { intent: "retry-all" } }),
        params: {},
        context: t.context,
      } as never),
    ).rejects.toMatchObject({ status: 302 });
    expect((await t.db.selectFrom("jobs").select("status").where("status", "=", "failed").execute()).length).toBe(1);
  });

  it("lists leads with their tools, UTM fields and delivery, filtered by search, tool and status", async () => {
    await seedLeads();
    const cookie = await adminSessionCookie(t.context);
    const load = async (query = "") =>
      (await loader({
        request: adminRequest(`/admin/leads${query}`, { cookie }),
        params: {},
        context: withProvider(),
      } as never)) as LoaderData;

    const all = await load();
    expect(all.total).toBe(3);
    const ada = all.leads.find((lead) => lead.email === "ada@example.com")!;
    expect(ada).toMatchObject({
      utm_source: "linkedin",
      utm_campaign: "spring",
      submissionCount: 2,
      deliveryStatus: "delivered",
    });
    expect(ada.tools).toEqual(["ai-business-quiz", "90-day-sprint-planner"]);
    expect(all.tools).toEqual([
      "90-day-sprint-planner",
      "ai-business-quiz",
      "industry-ai-translator",
      "workshop-resources-pack",
    ]);
    expect(all.deliveries).toMatchObject({ delivered: 2, failed: 1 });

    expect((await load("?search=GRACE")).leads.map((lead) => lead.email)).toEqual(["grace@example.org"]);
    expect((await load("?search=%25")).total).toBe(0);
    expect((await load("?tool=90-day-sprint-planner")).leads.map((lead) => lead.email)).toEqual(["ada@example.com"]);
    expect((await load("?delivery=failed")).leads[0]).toMatchObject({
      email: "grace@example.org",
      lastError: "HTTP 400: invalid email",
    });
    expect((await load("?delivery=bogus&page=-3")).total).toBe(3);
  });

  it("queues failed deliveries again", async () => {
    await seedLeads();
    const cookie = await adminSessionCookie(t.context);
    const result = await action({
      request: adminRequest("/admin/leads", { cookie, form: { intent: "retry-all" } }),
      params: {},
      context: t.context,
    } as never);
    expect(result).toEqual({ ok: true, message: "1 delivery queued again." });
    const grace = await t.db
      .selectFrom("jobs")
      .select(["status", "attempts"])
      .where("key", "=", (await leadId("grace@example.org"))!)
      .executeTakeFirstOrThrow();
    expect(grace).toEqual({ status: "pending", attempts: 0 });
  });

  it("exports the filtered leads as CSV with formulas defused", async () => {
    await seedLeads();
    const cookie = await adminSessionCookie(t.context);
    const response = (await csvLoader({
      request: adminRequest("/admin/leads.csv", { cookie }),
      params: {},
      context: t.context,
    } as never)) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toContain("email,first_seen,last_seen,submissions,lead_magnet,tools,utm_source");
    expect(lines[0]).toMatch(/,last_error,confirmation,confirmed_at$/);
    expect(lines).toHaveLength(4);
    const mallory = lines.find((line) => line.startsWith("mallory@example.net"))!;
    expect(mallory).toContain(`,"'=HYPERLINK(1)",`);
  });
});
