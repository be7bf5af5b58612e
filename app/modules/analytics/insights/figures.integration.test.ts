import fc from "fast-check";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { insertAnalyticsEvents } from "~/db/queries/analytics-events.server";
import { subscribeLead } from "~/modules/leads/subscribe.server";
import { action as directQuiz } from "~/routes/tools.ai-business-quiz";
import { action as introQuiz } from "~/routes/tools.ai-business-quiz-intro";
import { sharesIn } from "../../../../tests/support/insights-shares";
import { withTestDatabase } from "../../../../tests/support/test-database";
import { analyticsCollector } from "../analytics.server";
import { eventRow, utcDay, type RecordedEvent } from "../event-row.server";
import { sqlEventStore } from "../event-store.server";
import { maintainAnalytics } from "../rollup.server";
import { loadInsights, type Insights } from "./insights.server";
import { addDays, readRange } from "./range";

const t = withTestDatabase({ seeded: true });
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
const visit = (address: string, extra: { optedOut?: boolean; userAgent?: string } = {}) => ({
  address,
  userAgent: CHROME,
  optedOut: false,
  ...extra,
});

const insightsOf = (query: Record<string, string>, today = utcDay(new Date())) =>
  loadInsights(t.db, sqlEventStore(t.db), readRange(new URLSearchParams(query), today).range, "playbooks.test");

describe("the dashboard's conversion", () => {
  it("counts subscribers among counted visitors, and shows those whose visit was not counted apart", async () => {
    const { analytics } = t.context;
    const reader = visit("203.0.113.1");
    analytics.record(reader, { name: "pageview", path: "/tools/ai-business-quiz" });
    analytics.record(visit("203.0.113.2"), { name: "pageview", path: "/catalog" });
    const subscribe = (email: string, signals: ReturnType<typeof visit>) =>
      subscribeLead(
        { ...t.context, clientAddress: signals.address },
        { email, leadMagnet: "AI Business Quiz" },
        { visit: signals },
      );
    await subscribe("counted@example.com", reader);
    // Visitors who asked not to be tracked, and a script: their e-mails are stored, their visits never counted.
    await subscribe("gpc-1@example.com", visit("198.51.100.1", { optedOut: true }));
    await subscribe("gpc-2@example.com", visit("198.51.100.2", { optedOut: true }));
    await subscribe("dnt@example.com", visit("198.51.100.3", { optedOut: true }));
    await subscribe("bot@example.com", visit("198.51.100.4", { userAgent: "python-requests/2.32" }));
    await analytics.flush();

    const { headline } = await insightsOf({ range: "today" });
    expect(headline.subscribers.current).toBe(5);
    expect(headline.subscribersNotCounted).toBe(4);
    expect(headline.visitors.current).toBe(2);
    expect(headline.conversion.current).toEqual({ part: 1, whole: 2 });
  });
});

describe("the quiz's doors", () => {
  const ANSWERS = { industry: "tech", skill: "technical", delivery: "small-group", income: "20k+", confidence: "5" };
  /** Opens a door, gets past the first step and finishes it: the steps from the browser, the result stored by the server. */
  async function takeQuiz(path: string, action: typeof directQuiz | typeof introQuiz, address: string) {
    for (const name of ["tool_view", "tool_start"] as const)
      t.context.analytics.record(visit(address), { name, subject: "ai-business-quiz", path });
    const request = new Request(`https://playbooks.test${path}`, {
      method: "POST",
      headers: { "User-Agent": CHROME },
      body: new URLSearchParams({ ...ANSWERS, step: "results" }),
    });
    const answer = (await action({
      request,
      params: {},
      context: { ...t.context, clientAddress: address },
    } as never)) as Response;
    expect(answer.headers.get("Location")).toMatch(/^\/tools\/results\//);
  }

  it("count a visitor who finished both doors once in each, with no drop-off, and compare completions", async () => {
    await takeQuiz("/tools/ai-business-quiz-intro", introQuiz, "203.0.113.30");
    await takeQuiz("/tools/ai-business-quiz", directQuiz, "203.0.113.30");
    await t.context.analytics.flush();

    const insights = await insightsOf({ range: "today" });
    const doors = insights.funnels.filter((funnel) => funnel.tool === "ai-business-quiz");
    expect(doors.map((door) => [door.variant, door.stages.map((stage) => stage.visitors)])).toEqual([
      ["intro", [1, 1, 1, 0]],
      ["direct", [1, 1, 1, 0]],
    ]);
    for (const door of doors) expect(door.stages.map((stage) => stage.dropOff?.part ?? 0)).toEqual([0, 0, 0, 1]);
    expect(insights.quiz.intro).toMatchObject({ visitors: 1, completed: 1, completion: { part: 1, whole: 1 } });
    expect(insights.quiz.direct).toMatchObject({ visitors: 1, completed: 1, completion: { part: 1, whole: 1 } });
  });
});

describe("events not counted", () => {
  it("are shown by why: refused as excess, not tied to a page view, lost", async () => {
    const analytics = analyticsCollector(t.db, t.context.config, t.context.logger);
    const outcomes = Array.from({ length: 300 }, () =>
      analytics.record(visit("203.0.113.40"), { name: "pageview", path: "/catalog" }),
    );
    analytics.refuse(visit("203.0.113.41"), "unverified", 20);
    await analytics.stop();
    const accepted = outcomes.filter((outcome) => outcome === "accepted").length;
    expect(accepted).toBeLessThan(300);
    expect((await insightsOf({ range: "today" })).uncounted).toEqual({
      excess: 300 - accepted,
      unverified: 20,
      dropped: 0,
    });
  });
});

const STAGES = ["tool_view", "tool_start", "tool_complete", "tool_email"] as const;
const DOORS = ["/tools/ai-business-quiz-intro", "/tools/ai-business-quiz", "/tools/results/x"];

/** One visitor's day: any mix of page views, reading, quiz stages on any door, e-mails new or repeated. */
const visitorDay = fc.record({
  day: fc.integer({ min: 0, max: 3 }),
  visitor: fc.integer({ min: 0, max: 5 }),
  pageViews: fc.nat(2),
  reads: fc.array(fc.record({ part: fc.integer({ min: 1, max: 3 }), mark: fc.constantFrom(25, 50, 75, 100) }), {
    maxLength: 4,
  }),
  stages: fc.array(
    fc.record({ stage: fc.constantFrom(...STAGES), door: fc.constantFrom(...DOORS), newLead: fc.boolean() }),
    {
      maxLength: 5,
    },
  ),
});

describe("every rate on the dashboard", () => {
  it("stays within 100 %, whatever visitors do, on days rolled up or read live", async () => {
    const [playbook] = await t.db
      .selectFrom("playbooks")
      .innerJoin("playbook_parts", "playbook_parts.playbook_id", "playbooks.id")
      .select(["playbooks.slug", sql<number>`count(*)`.as("parts")])
      .groupBy("playbooks.slug")
      .having(sql`count(*)`, ">=", 3)
      .execute();
    const today = "2026-03-04";
    await fc.assert(
      fc.asyncProperty(
        fc.array(visitorDay, { maxLength: 12 }),
        fc.integer({ min: 0, max: 4 }),
        async (days, rolled) => {
          for (const table of [
            "analytics_events",
            "analytics_daily",
            "analytics_rollups",
            "analytics_late_days",
          ] as const)
            await t.db.deleteFrom(table).execute();
          for (const entry of days) {
            const events: RecordedEvent[] = [
              ...Array.from({ length: entry.pageViews }, () => ({
                name: "pageview" as const,
                path: `/catalog/${playbook!.slug}`,
              })),
              ...entry.reads.map(({ part, mark }) => ({
                name: "read" as const,
                subject: playbook!.slug,
                position: Math.min(part, Number(playbook!.parts)),
                amount: mark,
                path: `/catalog/${playbook!.slug}/part`,
              })),
              ...entry.stages.map(({ stage, door, newLead }): RecordedEvent =>
                stage === "tool_email"
                  ? { name: stage, subject: "ai-business-quiz", path: door, ...(newLead && { amount: 1 as const }) }
                  : { name: stage, subject: "ai-business-quiz", path: door },
              ),
            ];
            const at = new Date(`${addDays("2026-03-01", entry.day)}T12:00:00Z`);
            await insertAnalyticsEvents(
              t.db,
              events.map((event) =>
                eventRow(event, {
                  visitor: `visitor-${entry.visitor}`,
                  device: "desktop",
                  siteHost: "playbooks.test",
                  at,
                }),
              ),
            );
          }
          // The first `rolled` days are rolled up, the others read live from raw events.
          const now = new Date(`${addDays("2026-03-01", rolled)}T01:00:00Z`);
          await maintainAnalytics(t.db, sqlEventStore(t.db), { retentionDays: 30, now });
          const insights: Insights = await insightsOf({ range: "custom", from: "2026-03-01", to: today }, today);
          for (const [where, rate] of sharesIn(insights)) {
            expect(rate.part, where).toBeGreaterThanOrEqual(0);
            expect(rate.part, where).toBeLessThanOrEqual(rate.whole);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
