import pino from "pino";
import { describe, expect, it } from "vitest";
import { insertAnalyticsEvents } from "~/db/queries/analytics-events.server";
import { subscribeLead } from "~/modules/leads/subscribe.server";
import { withTestDatabase } from "../../../tests/support/test-database";
import { analyticsCollector } from "./analytics.server";
import { createCollector } from "./collector.server";
import { eventRow, type RecordedEvent } from "./event-row.server";
import { sqlEventStore } from "./event-store.server";
import { breakdownReader } from "./insights/breakdown-reader.server";
import { loadInsights } from "./insights/insights.server";
import { readRange } from "./insights/range";
import { maintainAnalytics } from "./rollup.server";

const t = withTestDatabase({ seeded: true });
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
const person = (address: string) => ({ address, userAgent: CHROME, optedOut: false });

/** Stores events as if they had arrived at `at`, for `visitor` (already a day's hash). */
async function storeEvents(at: string, visitor: string, events: RecordedEvent[]) {
  const rows = events.map((event) =>
    eventRow(event, { visitor, device: "desktop", siteHost: "playbooks.test", at: new Date(at) }),
  );
  await insertAnalyticsEvents(t.db, rows);
}

/** Three days of a small site: two readers on the 1st, one on the 2nd, one today (the 3rd). */
async function storeThreeDays() {
  const quiz = (subject: string, path: string): RecordedEvent[] => [
    { name: "tool_view", subject, path },
    { name: "tool_start", subject, path },
    { name: "tool_complete", subject, path },
  ];
  await storeEvents("2026-03-01T08:00:00Z", "aaaaaaaaaaaaaaaa", [
    {
      name: "pageview",
      path: "/?utm_source=linkedin&utm_medium=social&utm_campaign=spring",
      referrer: "https://www.linkedin.com/",
    },
    { name: "pageview", path: "/catalog/vibe-coding" },
    { name: "read", subject: "vibe-coding", position: 1, amount: 25, path: "/catalog/vibe-coding/one" },
    { name: "read", subject: "vibe-coding", position: 1, amount: 100, path: "/catalog/vibe-coding/one" },
    ...quiz("ai-business-quiz", "/tools/ai-business-quiz-intro"),
    { name: "search", subject: "prompt packs", amount: 0, path: "/catalog" },
  ]);
  await storeEvents("2026-03-01T21:00:00Z", "bbbbbbbbbbbbbbbb", [
    { name: "pageview", path: "/catalog/vibe-coding" },
    { name: "pageview", path: "/catalog/vibe-coding/one" },
    { name: "read", subject: "vibe-coding", position: 1, amount: 25, path: "/catalog/vibe-coding/one" },
    ...quiz("ai-business-quiz", "/tools/ai-business-quiz"),
    { name: "search", subject: "prompt packs", amount: 0, path: "/catalog" },
  ]);
  await storeEvents("2026-03-02T12:00:00Z", "aaaaaaaaaaaaaaaa", [
    { name: "pageview", path: "/catalog/vibe-coding", referrer: "https://news.ycombinator.com/item" },
    { name: "search", subject: "workshops", amount: 4, path: "/catalog" },
    { name: "outbound", subject: "newsletter", variant: "https://news.example/", path: "/" },
  ]);
  await storeEvents("2026-03-03T09:00:00Z", "cccccccccccccccc", [
    { name: "pageview", path: "/?utm_source=linkedin&utm_medium=social&utm_campaign=spring" },
    ...quiz("ai-business-quiz", "/tools/ai-business-quiz-intro"),
  ]);
}

const TODAY = new Date("2026-03-03T10:00:00Z");
const insightsFor = (query: string) =>
  loadInsights(t.db, sqlEventStore(t.db), readRange(new URLSearchParams(query), "2026-03-03").range, "playbooks.test");

describe("analytics ingestion", () => {
  it("writes buffered events with one hash per visitor and day, shared by every instance", async () => {
    const { config, logger } = t.context;
    const first = analyticsCollector(t.db, config, logger);
    const second = analyticsCollector(t.db, config, logger);
    first.record(person("203.0.113.1"), { name: "pageview", path: "/catalog" });
    second.record(person("203.0.113.1"), { name: "pageview", path: "/tools" });
    second.record(person("203.0.113.2"), { name: "pageview", path: "/tools" });
    await Promise.all([first.stop(), second.stop()]);

    const rows = await t.db.selectFrom("analytics_events").selectAll().orderBy("path").execute();
    expect(rows.map((row) => row.path)).toEqual(["/catalog", "/tools", "/tools"]);
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
    expect(await t.db.selectFrom("analytics_salts").selectAll().execute()).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("203.0.113");
  });

  it("writes a large batch in chunks and keeps every event", async () => {
    const collector = createCollector({
      insert: (rows) => sqlEventStore(t.db).insert(rows),
      saltFor: async () => "salt",
      siteHost: "playbooks.test",
      markLate: async () => undefined,
      addUncounted: async () => undefined,
      flushIntervalMs: 60_000,
      batchSize: 100_000,
      maxBuffered: 100_000,
      logger: pino({ level: "silent" }),
    });
    for (let index = 0; index < 2500; index += 1)
      collector.record(person(`198.51.100.${index % 200}`), { name: "pageview", path: `/p/${index}` });
    await collector.stop();
    const { count } = await t.db
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2500);
  });

  it("counts an e-mail left in the tool's funnel, under the quiz variant it was left on", async () => {
    const result = await subscribeLead(
      t.context,
      {
        email: "reader@example.com",
        leadMagnet: "AI Business Quiz",
        conversionPage: "/tools/ai-business-quiz-intro?step=results",
      },
      { visit: person("203.0.113.5") },
    );
    expect(result.ok).toBe(true);
    await t.context.analytics.flush();
    const rows = await t.db.selectFrom("analytics_events").selectAll().execute();
    expect(rows).toMatchObject([
      { name: "tool_email", subject: "ai-business-quiz", variant: "intro", path: "/tools/ai-business-quiz-intro" },
    ]);
  });
});

describe("analytics roll-up", () => {
  it("rolls finished days into daily figures that read the same as the raw events did", async () => {
    await storeThreeDays();
    const live = await insightsFor("range=7d");

    const result = await maintainAnalytics(t.db, sqlEventStore(t.db), { retentionDays: 30, now: TODAY });
    expect(result).toEqual({ rolledUp: ["2026-03-01", "2026-03-02"], deleted: 0 });
    expect(await insightsFor("range=7d")).toEqual(live);

    expect(live.headline.visitors.current).toBe(4);
    expect(live.headline.pageViews.current).toBe(6);
    expect(live.overTime.slice(-3)).toEqual([
      { day: "2026-03-01", visitors: 2, pageViews: 4 },
      { day: "2026-03-02", visitors: 1, pageViews: 1 },
      { day: "2026-03-03", visitors: 1, pageViews: 1 },
    ]);
    expect(live.campaigns).toEqual([{ name: "linkedin / social / spring", visitors: 2, firstTouch: 0, lastTouch: 0 }]);
    expect(live.referrers.map((row) => [row.name, row.visitors])).toEqual([
      ["linkedin.com", 1],
      ["news.ycombinator.com", 1],
    ]);
    const [vibe] = live.playbooks;
    expect(vibe).toMatchObject({ slug: "vibe-coding", visitors: 3, pageViews: 4 });
    expect(vibe!.parts[0]!.reached).toEqual({ 25: 2, 50: 0, 75: 0, 100: 1 });
    expect(live.searches).toEqual([
      { query: "prompt packs", visitors: 2, searches: 2, results: 0 },
      { query: "workshops", visitors: 1, searches: 1, results: 4 },
    ]);
    const doors = live.funnels.filter((funnel) => funnel.tool === "ai-business-quiz");
    expect(doors.map((door) => [door.variant, door.stages.map((stage) => stage.visitors)])).toEqual([
      ["intro", [2, 2, 2, 0]],
      ["direct", [1, 1, 1, 0]],
    ]);
    expect(live.quiz.intro).toMatchObject({ visitors: 2, completed: 2, emails: 0 });
    expect(live.quiz.direct).toMatchObject({ visitors: 1, completed: 1, emails: 0 });
    expect(live.outbound).toEqual([{ kind: "newsletter", address: "https://news.example/", clicks: 1, visitors: 1 }]);
  });

  it("reads a breakdown for the listed first keys only, from rolled-up and raw days alike", async () => {
    await storeThreeDays();
    await storeEvents("2026-03-03T09:30:00Z", "cccccccccccccccc", [
      { name: "read", subject: "vibe-coding", position: 1, amount: 25, path: "/catalog/vibe-coding/one" },
      { name: "read", subject: "prompt-packs", position: 2, amount: 50, path: "/catalog/prompt-packs/two" },
    ]);
    await maintainAnalytics(t.db, sqlEventStore(t.db), { retentionDays: 30, now: TODAY });
    const read = await breakdownReader(t.db, sqlEventStore(t.db), { from: "2026-03-01", to: "2026-03-03" });

    const keys = (rows: { key1: string; key2: string; key3: string; visitors: number }[]) =>
      rows.map((row) => [row.key1, row.key2, row.key3, row.visitors]).sort();
    expect(keys(await read("reading"))).toEqual([
      ["prompt-packs", "2", "50", 1],
      ["vibe-coding", "1", "100", 1],
      ["vibe-coding", "1", "25", 3],
    ]);
    expect(keys(await read("reading", { firstKeys: ["vibe-coding"] }))).toEqual([
      ["vibe-coding", "1", "100", 1],
      ["vibe-coding", "1", "25", 3],
    ]);
    expect(await read("reading", { firstKeys: [] })).toEqual([]);
  });

  it("stores a day once however often it runs, then deletes raw events past retention and old salts", async () => {
    await storeThreeDays();
    await t.db
      .insertInto("analytics_salts")
      .values([
        { day: "2026-03-01", salt: "the day before yesterday's" },
        { day: "2026-03-02", salt: "yesterday's, kept for events retried late" },
      ])
      .execute();
    await maintainAnalytics(t.db, sqlEventStore(t.db), { retentionDays: 30, now: TODAY });
    const rowsAfterFirst = await t.db.selectFrom("analytics_daily").selectAll().execute();
    expect(await maintainAnalytics(t.db, sqlEventStore(t.db), { retentionDays: 30, now: TODAY })).toEqual({
      rolledUp: [],
      deleted: 0,
    });
    expect(await t.db.selectFrom("analytics_daily").selectAll().execute()).toHaveLength(rowsAfterFirst.length);
    expect(await t.db.selectFrom("analytics_salts").select("day").execute()).toEqual([{ day: "2026-03-02" }]);

    const before = await insightsFor("range=custom&from=2026-03-01&to=2026-03-02");
    const later = new Date("2026-03-04T00:10:00Z");
    const purge = await maintainAnalytics(t.db, sqlEventStore(t.db), { retentionDays: 1, now: later });
    expect(purge.rolledUp).toEqual(["2026-03-03"]);
    expect(purge.deleted).toBe(18);
    const remaining = await t.db.selectFrom("analytics_events").select("day").distinct().execute();
    expect(remaining.map((row) => row.day)).toEqual(["2026-03-03"]);
    // The days whose raw events are gone read the same from their daily figures.
    expect(await insightsFor("range=custom&from=2026-03-01&to=2026-03-02")).toEqual(before);
  });

  it("attributes subscribers to their first and last touch", async () => {
    const now = new Date();
    await storeEvents(now.toISOString(), "dddddddddddddddd", [
      { name: "pageview", path: "/?utm_source=linkedin&utm_medium=social&utm_campaign=spring" },
    ]);
    const first = {
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "spring",
      referrer: "https://www.linkedin.com/",
    };
    await subscribeLead({ ...t.context, clientAddress: "203.0.113.10" }, { email: "a@example.com", ...first });
    await subscribeLead(
      { ...t.context, clientAddress: "203.0.113.11" },
      {
        email: "b@example.com",
        ...first,
        lastUtmSource: "newsletter",
        lastUtmMedium: "email",
        lastUtmCampaign: "march",
        lastReferrer: "direct",
      },
    );
    const range = readRange(new URLSearchParams("range=today"), now.toISOString().slice(0, 10)).range;
    const today = await loadInsights(t.db, sqlEventStore(t.db), range, "playbooks.test");
    expect(today.headline.subscribers.current).toBe(2);
    expect(today.campaigns).toEqual([
      { name: "linkedin / social / spring", visitors: 1, firstTouch: 2, lastTouch: 1 },
      { name: "newsletter / email / march", visitors: 0, firstTouch: 0, lastTouch: 1 },
    ]);
    expect(today.referrers).toEqual([{ name: "linkedin.com", visitors: 0, firstTouch: 2, lastTouch: 1 }]);
  });
});
