import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { claimDueJobs } from "~/db/queries/job-leases.server";
import { requeueFailedJobs } from "~/db/queries/jobs.server";
import { BEEHIIV_DELIVERY } from "~/db/queries/leads.server";
import { createJobRunner, type JobRunner } from "~/modules/jobs/runner.server";
import { startFakeBeehiiv, type FakeBeehiiv } from "../../../tests/support/fake-beehiiv";
import { expireLeases } from "../../../tests/support/job-leases";
import { until } from "../../../tests/support/polling";
import { withTestDatabase } from "../../../tests/support/test-database";
import { DEFAULT_LEAD_DELIVERY, leadDeliveryJob } from "./delivery-job.server";
import { SUBSCRIPTION_CHANNEL } from "./delivery.server";
import { subscribeLead } from "./subscribe.server";

const t = withTestDatabase();
let fake: FakeBeehiiv;
const workers: JobRunner[] = [];

beforeEach(async () => {
  fake = await startFakeBeehiiv();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await fake.close();
});

const SITE_URL = "https://playbooks.test";
const beehiivConfig = (overrides = {}) => ({
  ...t.context.config,
  SITE_URL,
  BEEHIIV_API_KEY: "secret-key",
  BEEHIIV_PUBLICATION_ID: "pub_123",
  BEEHIIV_API_BASE: fake.url,
  ...overrides,
});
const fastRetries = { maxAttempts: DEFAULT_LEAD_DELIVERY.retry.maxAttempts, baseDelayMs: 10, maxDelayMs: 50 };

/** One server's job runner, delivering to the fake beehiiv with short backoffs. */
function worker({ concurrency = 4, maxAttempts = fastRetries.maxAttempts, config = {} } = {}) {
  const created = createJobRunner({
    services: { ...t.context, config: beehiivConfig(config) },
    definitions: [
      leadDeliveryJob(
        BEEHIIV_DELIVERY,
        { retry: { ...fastRetries, maxAttempts }, requestTimeoutMs: 2_000 },
        SUBSCRIPTION_CHANNEL,
      ),
    ],
    options: { pollIntervalMs: 10, concurrency },
  });
  workers.push(created);
  return created;
}

async function addLeads(count: number, prefix = "lead") {
  for (let i = 0; i < count; i += 1) {
    const context = {
      ...t.context,
      clientAddress: `198.18.${Math.floor(i / 250)}.${i % 250}`,
      config: { ...t.context.config, BEEHIIV_API_KEY: "secret-key", BEEHIIV_PUBLICATION_ID: "pub_123" },
    };
    const result = await subscribeLead(context, {
      email: `${prefix}${i}@example.com`,
      leadMagnet: "AI Business Quiz",
      utmSource: "newsletter",
      utmCampaign: "spring",
    });
    expect(result.ok).toBe(true);
  }
}

async function statuses() {
  const rows = await t.db
    .selectFrom("jobs")
    .select(["status", "attempts", "run_at", "last_error"])
    .where("kind", "=", BEEHIIV_DELIVERY)
    .execute();
  return rows;
}

const allDelivered = async () => (await statuses()).every((row) => row.status === "done");

describe("lead delivery jobs to beehiiv", () => {
  it("sends each stored lead with its UTM fields and marks it delivered", async () => {
    await addLeads(3);
    expect(await worker().runOnce()).toBe(3);
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests[0]).toMatchObject({
      publicationId: "pub_123",
      authorization: "Bearer secret-key",
      body: {
        utm_source: "newsletter",
        utm_medium: "organic",
        utm_campaign: "spring",
        referring_site: "direct",
        send_welcome_email: true,
        double_opt_override: "off",
      },
    });
    expect((await statuses()).map((row) => row.status)).toEqual(["done", "done", "done"]);
    expect(await worker().runOnce()).toBe(0);
  });

  it("passes the lead's pack link and the result it subscribed from as custom fields", async () => {
    const context = {
      ...t.context,
      clientAddress: "198.18.9.9",
      config: { ...t.context.config, BEEHIIV_API_KEY: "secret-key", BEEHIIV_PUBLICATION_ID: "pub_123" },
    };
    const resultId = "Wk3b_blueprint-123456a";
    await subscribeLead(context, { email: "pack@example.com", leadMagnet: "Workshop Resources Pack", resultId });
    await subscribeLead(context, { email: "plain@example.com", leadMagnet: "Newsletter" });
    expect(await worker().runOnce()).toBe(2);

    const tokens = Object.fromEntries(
      (await t.db.selectFrom("leads").select(["email", "pack_token"]).execute()).map((row) => [
        row.email,
        row.pack_token,
      ]),
    );
    const LINK_FIELDS = ["resources_pack_url", "tool_result_url"];
    const sent = Object.fromEntries(
      fake.requests.map((request) => [
        request.body.email,
        (request.body.custom_fields as { name: string }[]).filter((field) => LINK_FIELDS.includes(field.name)),
      ]),
    );
    expect(sent["pack@example.com"]).toEqual([
      { name: "resources_pack_url", value: `${SITE_URL}/resources/${tokens["pack@example.com"]}` },
      { name: "tool_result_url", value: `${SITE_URL}/tools/results/${resultId}` },
    ]);
    // Every lead has its own pack link; one without a result sends only that.
    expect(tokens["plain@example.com"]).not.toBe(tokens["pack@example.com"]);
    expect(sent["plain@example.com"]).toEqual([
      { name: "resources_pack_url", value: `${SITE_URL}/resources/${tokens["plain@example.com"]}` },
    ]);
  });

  it("passes double opt-in and the welcome e-mail setting on to beehiiv", async () => {
    await addLeads(1);
    await worker({ config: { DOUBLE_OPT_IN: true, BEEHIIV_SEND_WELCOME_EMAIL: false } }).runOnce();
    expect(fake.requests[0]!.body).toMatchObject({ double_opt_override: "on", send_welcome_email: false });
  });

  it("passes the last touch and the conversion page as custom fields", async () => {
    const context = {
      ...t.context,
      config: { ...t.context.config, BEEHIIV_API_KEY: "secret-key", BEEHIIV_PUBLICATION_ID: "pub_123" },
    };
    await subscribeLead(context, {
      email: "returning@example.com",
      leadMagnet: "AI Business Quiz",
      lastUtmSource: "newsletter",
      lastUtmCampaign: "march",
      lastLandingPage: "/?utm_source=newsletter&utm_campaign=march",
      conversionPage: "/tools/ai-business-quiz?step=results",
    });
    await worker().runOnce();
    expect(fake.requests[0]!.body).toMatchObject({
      utm_source: "direct",
      utm_campaign: "unknown",
      custom_fields: [
        { name: "last_utm_source", value: "newsletter" },
        { name: "last_utm_medium", value: "organic" },
        { name: "last_utm_campaign", value: "march" },
        { name: "last_referrer", value: "direct" },
        { name: "last_landing_page", value: "/?utm_source=newsletter&utm_campaign=march" },
        { name: "conversion_page", value: "/tools/ai-business-quiz?step=results" },
        { name: "resources_pack_url", value: expect.stringMatching(/^https:\/\/playbooks\.test\/resources\//) },
      ],
    });
  });

  it("honours 429 with RateLimit-Reset, then delivers", async () => {
    await addLeads(1);
    fake.queueReplies({ status: 429, headers: { "RateLimit-Reset": "1" } });
    const started = Date.now();
    const delivering = worker();
    await delivering.runOnce();
    const [waiting] = await statuses();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    const waitMs = new Date(waiting!.run_at).getTime() - started;
    expect(waitMs).toBeGreaterThanOrEqual(900);
    expect(waitMs).toBeLessThan(3_000);
    // Paused until the reset: polling now sends nothing.
    expect(await delivering.runOnce()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await delivering.runOnce()).toBe(1);
    expect(await statuses()).toMatchObject([{ status: "done", attempts: 2 }]);
    expect([...fake.accepted.values()]).toEqual([1]);
  });

  it("retries 500s with backoff until the provider accepts", async () => {
    await addLeads(1);
    fake.queueReplies({ status: 500 }, { status: 502 }, { status: 503 });
    worker().start();
    await until(allDelivered);
    expect(await statuses()).toMatchObject([{ status: "done", attempts: 4 }]);
    expect(fake.requests).toHaveLength(4);
  });

  it("keeps leads while the provider is down and delivers each once when it is back", async () => {
    await fake.goDown();
    await addLeads(20);
    worker().start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await statuses()).every((row) => row.status !== "done")).toBe(true);
    await fake.comeBack();
    await until(allDelivered);
    expect(fake.accepted.size).toBe(20);
    expect([...fake.accepted.values()].every((count) => count === 1)).toBe(true);
  });

  it("never delivers a lead twice with several workers racing, through errors and latency", async () => {
    await addLeads(60);
    fake.setLatency(5);
    fake.queueReplies({ status: 500 }, { status: 429, headers: { "Retry-After": "0" } }, { status: 503 });
    for (let i = 0; i < 3; i += 1) worker({ concurrency: 7 }).start();
    await until(allDelivered, 20_000);
    expect(fake.accepted.size).toBe(60);
    expect([...fake.accepted.values()].every((count) => count === 1)).toBe(true);
  });

  it("stops retrying a refused lead and lets an admin queue it again", async () => {
    await addLeads(1);
    fake.queueReplies({ status: 400 });
    await worker().runOnce();
    expect(await statuses()).toMatchObject([
      { status: "failed", attempts: 1, last_error: expect.stringMatching(/^HTTP 400/) },
    ]);
    expect(await requeueFailedJobs(t.db, { kinds: [BEEHIIV_DELIVERY] })).toBe(1);
    await worker().runOnce();
    expect(await statuses()).toMatchObject([{ status: "done" }]);
  });

  it("takes over a job whose worker died mid-delivery once the lease runs out", async () => {
    await addLeads(1);
    const [claimed] = await claimDueJobs(t.db, {
      kinds: [BEEHIIV_DELIVERY],
      workerId: "dead",
      leaseMs: 60_000,
      limit: 1,
    });
    expect(claimed?.status).toBe("running");
    const survivor = worker();
    expect(await survivor.runOnce()).toBe(0);
    await expireLeases(t.db, BEEHIIV_DELIVERY);
    expect(await survivor.runOnce()).toBe(1);
    expect(await statuses()).toMatchObject([{ status: "done", attempts: 2 }]);
  });

  it("asks the provider before sending again a lead whose worker died after delivering it", async () => {
    await addLeads(2);
    await claimDueJobs(t.db, { kinds: [BEEHIIV_DELIVERY], workerId: "dead", leaseMs: 60_000, limit: 2 });
    // The dead worker got lead0 to the provider, then was killed before recording it.
    await fetch(`${fake.url}/v2/publications/pub_123/subscriptions`, {
      method: "POST",
      body: JSON.stringify({ email: "lead0@example.com" }),
    });
    await expireLeases(t.db, BEEHIIV_DELIVERY);
    expect(await worker().runOnce()).toBe(2);
    expect(fake.lookups.sort()).toEqual(["lead0@example.com", "lead1@example.com"]);
    expect(Object.fromEntries(fake.accepted)).toEqual({ "lead0@example.com": 1, "lead1@example.com": 1 });
    expect((await statuses()).map((row) => row.status)).toEqual(["done", "done"]);
  });

  it("gives up after the last attempt and records the error", async () => {
    await addLeads(1);
    fake.queueReplies({ status: 500 }, { status: 500 });
    const limited = worker({ maxAttempts: 2 });
    await limited.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 80));
    await limited.runOnce();
    expect(await statuses()).toMatchObject([
      { status: "failed", attempts: 2, last_error: expect.stringMatching(/^HTTP 500/) },
    ]);
  });
});
