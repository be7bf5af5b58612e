import { describe, expect, it } from "vitest";
import { withDatabaseMigratedTo } from "../../../tests/support/migrated-database";
import { migrateToLatest } from "../migrate.server";

const before = withDatabaseMigratedTo("0017_security_hardening");

const daily = (day: string, breakdown: string, key1: string, key2: string, key3: string, visitors: number) => ({
  day,
  breakdown,
  key1,
  key2,
  key3,
  events: visitors,
  visitors,
  max_amount: null,
});

describe("migration 0020 (analytics figures that are true)", () => {
  it("rolls up again the days that still have raw events, and derives readers and funnels by furthest stage for the others", async () => {
    const db = before.untyped();
    await db
      .insertInto("analytics_rollups")
      .values([
        { day: "2026-01-10", rolled_up_at: "2026-01-11T00:05:00.000Z" },
        { day: "2026-03-01", rolled_up_at: "2026-03-02T00:05:00.000Z" },
      ])
      .execute();
    await db
      .insertInto("analytics_events")
      .values({
        occurred_at: "2026-03-01T10:00:00.000Z",
        day: "2026-03-01",
        name: "pageview",
        visitor: "aaaaaaaaaaaaaaaa",
        path: "/",
        device: "desktop",
      })
      .execute();
    await db
      .insertInto("analytics_daily")
      .values([
        daily("2026-01-10", "reading", "vibe-coding", "1", "25", 5),
        daily("2026-01-10", "reading", "vibe-coding", "2", "100", 3),
        // 0016 counted visitors per stage; a stage could outnumber the one before it.
        daily("2026-01-10", "funnels", "ai-business-quiz", "tool_view", "intro", 4),
        daily("2026-01-10", "funnels", "ai-business-quiz", "tool_start", "intro", 3),
        daily("2026-01-10", "funnels", "ai-business-quiz", "tool_complete", "intro", 5),
        daily("2026-01-10", "funnels", "ai-business-quiz", "tool_email", "intro", 1),
      ])
      .execute();

    await migrateToLatest(before.db());

    expect(await before.db().selectFrom("analytics_late_days").selectAll().execute()).toEqual([
      { day: "2026-03-01", generation: 1 },
    ]);
    const rows = await before
      .db()
      .selectFrom("analytics_daily")
      .select(["breakdown", "key1", "key2", "key3", "events", "visitors"])
      .where("breakdown", "in", ["readers", "reach", "funnels"])
      .orderBy("breakdown")
      .orderBy("key3")
      .execute();
    expect(rows).toEqual([
      // Every one who reached the completion passed the view and the start: 5 viewed, 5 started, 5 completed, 1 left an e-mail.
      { breakdown: "reach", key1: "ai-business-quiz", key2: "intro", key3: "tool_complete", events: 4, visitors: 4 },
      { breakdown: "reach", key1: "ai-business-quiz", key2: "intro", key3: "tool_email", events: 1, visitors: 1 },
      { breakdown: "readers", key1: "vibe-coding", key2: "", key3: "", events: 8, visitors: 5 },
    ]);
    expect(await before.db().selectFrom("analytics_uncounted").selectAll().execute()).toEqual([]);
  });
});
