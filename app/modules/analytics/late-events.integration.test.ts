import { describe, expect, it } from "vitest";
import { markDaysLate, rollupStates, storeRollup } from "~/db/queries/analytics-daily.server";
import { withTestDatabase } from "../../../tests/support/test-database";
import { analyticsCollector } from "./analytics.server";
import { sqlEventStore } from "./event-store.server";
import { loadInsights } from "./insights/insights.server";
import { readRange } from "./insights/range";
import { maintainAnalytics } from "./rollup.server";

const t = withTestDatabase();
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
const person = (address: string) => ({ address, userAgent: CHROME, optedOut: false });
const DAY = "2026-03-01";

/** Two server instances on one clock; each writes only when told to (their timers never fire in a test). */
function instances() {
  let clock = new Date(`${DAY}T23:58:00Z`);
  const config = { ...t.context.config, ANALYTICS_FLUSH_MS: 3_600_000 };
  const make = () => analyticsCollector(t.db, config, t.context.logger, { now: () => clock });
  return {
    first: make(),
    second: make(),
    at: (iso: string) => void (clock = new Date(iso)),
    now: () => clock,
  };
}

const dayFigures = async (now: Date) => {
  const range = readRange(new URLSearchParams({ range: "custom", from: DAY, to: DAY }), now.toISOString().slice(0, 10));
  const { headline } = await loadInsights(t.db, sqlEventStore(t.db), range.range, "playbooks.test");
  return { visitors: headline.visitors.current, pageViews: headline.pageViews.current };
};

describe("events that reach the database after their day was rolled up", () => {
  it("are counted: the day is read live, then rolled up again, with a retried visitor counted once", async () => {
    const { first, second, at, now } = instances();
    first.record(person("203.0.113.1"), { name: "pageview", path: "/catalog" });
    await first.flush();
    // The other instance took two more events before midnight, but could not write them until after.
    at(`${DAY}T23:59:30Z`);
    second.record(person("203.0.113.1"), { name: "pageview", path: "/tools" });
    second.record(person("203.0.113.2"), { name: "pageview", path: "/tools" });

    at("2026-03-02T00:30:00Z");
    const store = sqlEventStore(t.db);
    expect((await maintainAnalytics(t.db, store, { retentionDays: 30, now: now() })).rolledUp).toEqual([DAY]);
    expect(await dayFigures(now())).toEqual({ visitors: 1, pageViews: 1 });

    await second.flush();
    // Before the next roll-up, the day's figures already hold the late events…
    expect(await dayFigures(now())).toEqual({ visitors: 2, pageViews: 3 });
    // …and the roll-up stores them, once.
    at("2026-03-02T00:45:00Z");
    expect((await maintainAnalytics(t.db, store, { retentionDays: 30, now: now() })).rolledUp).toEqual([DAY]);
    expect((await maintainAnalytics(t.db, store, { retentionDays: 30, now: now() })).rolledUp).toEqual([]);
    expect(await dayFigures(now())).toEqual({ visitors: 2, pageViews: 3 });
    expect(await t.db.selectFrom("analytics_late_days").selectAll().execute()).toEqual([]);
    await Promise.all([first.stop(), second.stop()]);
  });

  it("keep the day marked when more arrive while it is being rolled up, and one instance stores each roll-up", async () => {
    const { first, at, now } = instances();
    first.record(person("203.0.113.1"), { name: "pageview", path: "/catalog" });
    await first.flush();
    at("2026-03-02T00:30:00Z");
    await maintainAnalytics(t.db, sqlEventStore(t.db), { retentionDays: 30, now: now() });
    await markDaysLate(t.db, [DAY]);

    // Two instances read the day's state; meanwhile another late write marks it again.
    const [stateA, stateB] = await Promise.all([rollupStates(t.db, "2026-03-02"), rollupStates(t.db, "2026-03-02")]);
    await markDaysLate(t.db, [DAY]);
    const rows = new Map();
    const stored = await Promise.all([
      storeRollup(t.db, DAY, rows, { state: stateA.get(DAY)!, now: new Date("2026-03-02T00:40:00Z") }),
      storeRollup(t.db, DAY, rows, { state: stateB.get(DAY)!, now: new Date("2026-03-02T00:40:01Z") }),
    ]);
    expect(stored.filter(Boolean)).toHaveLength(1);
    // The mark raised after the state was read stays: the next upkeep rolls the day up again.
    expect(await t.db.selectFrom("analytics_late_days").select(["day", "generation"]).execute()).toEqual([
      { day: DAY, generation: 2 },
    ]);
    await first.stop();
  });
});
