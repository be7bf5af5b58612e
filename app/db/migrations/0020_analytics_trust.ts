import { sql, type Kysely, type Migration } from "kysely";
import type { AnalyticsDailyTable } from "../schema";

/** The tables this migration reads and writes. */
interface Tables {
  analytics_events: { day: string };
  analytics_rollups: { day: string };
  analytics_daily: AnalyticsDailyTable;
  analytics_late_days: { day: string; generation: number };
}

type DailyRow = AnalyticsDailyTable;

/** The tool stages in funnel order, as 0016's `funnels` breakdown keyed them (key2). */
const STAGES = ["tool_view", "tool_start", "tool_complete", "tool_email"];

/**
 * Issue 20/24's analytics figures (docs/decisions/0016-analytics-tied-to-page-views.md):
 * - `analytics_uncounted`: per day, events received and not counted, by reason (refused as
 *   excess, not tied to a page view served here, dropped);
 * - `analytics_late_days`: past days that got events after they may have been rolled up; the
 *   roll-up does them again and the dashboard reads them live until then;
 * - days rolled up before now: those that still have raw events are marked late, so the new
 *   definitions (visitors of any event, subscribers, readers, a funnel by furthest stage per
 *   variant) are counted afresh; the others get `readers` and `reach` derived from what was
 *   kept, the best that is left to know: a playbook had at least as many readers as its most
 *   read depth mark, and a funnel stage was reached by at least as many visitors as any later
 *   one. The old `funnels` rows, read by nothing any more, go.
 */
export const analyticsTrust: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Tables>;
    await db.schema
      .createTable("analytics_uncounted")
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("reason", "text", (col) => col.notNull())
      .addColumn("events", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("analytics_uncounted_pk", ["day", "reason"])
      .execute();
    await db.schema
      .createTable("analytics_late_days")
      .addColumn("day", "text", (col) => col.primaryKey())
      .addColumn("generation", "integer", (col) => col.notNull())
      .execute();

    await db
      .insertInto("analytics_late_days")
      .columns(["day", "generation"])
      .expression(
        db
          .selectFrom("analytics_events")
          .select(["day", sql<number>`1`.as("generation")])
          .distinct()
          .where("day", "in", db.selectFrom("analytics_rollups").select("day")),
      )
      .execute();

    const kept = await db
      .selectFrom("analytics_daily")
      .selectAll()
      .where("breakdown", "in", ["reading", "funnels"])
      .execute();
    const derived = [
      ...readersFrom(kept.filter((row) => row.breakdown === "reading")),
      ...reachFrom(kept.filter((row) => row.breakdown === "funnels")),
    ];
    for (let start = 0; start < derived.length; start += 200)
      await db
        .insertInto("analytics_daily")
        .values(derived.slice(start, start + 200))
        .execute();
    await db.deleteFrom("analytics_daily").where("breakdown", "=", "funnels").execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("analytics_late_days").execute();
    await db.schema.dropTable("analytics_uncounted").execute();
  },
};

function groupBy(rows: readonly DailyRow[], key: (row: DailyRow) => string): Map<string, DailyRow[]> {
  const groups = new Map<string, DailyRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Readers of a playbook on a day: its read events, and at least its most reached depth mark's visitors. */
function readersFrom(reading: readonly DailyRow[]): DailyRow[] {
  return [...groupBy(reading, (row) => `${row.day}\n${row.key1}`).values()].map((rows) => ({
    day: rows[0]!.day,
    breakdown: "readers",
    key1: rows[0]!.key1,
    key2: "",
    key3: "",
    events: rows.reduce((sum, row) => sum + row.events, 0),
    visitors: Math.max(...rows.map((row) => row.visitors)),
    max_amount: null,
  }));
}

/** Visitors whose furthest stage is each one, from visitors per stage: reaching a stage means reaching every earlier one. */
function reachFrom(funnels: readonly DailyRow[]): DailyRow[] {
  return [...groupBy(funnels, (row) => `${row.day}\n${row.key1}\n${row.key3}`).values()].flatMap((rows) => {
    const at = (index: number) => rows.find((row) => row.key2 === STAGES[index])?.visitors ?? 0;
    const reached = STAGES.map((_, index) => Math.max(...STAGES.slice(index).map((__, later) => at(index + later))));
    return STAGES.flatMap((stage, index) => {
      const furthest = reached[index]! - (reached[index + 1] ?? 0);
      const { day, key1, key3: variant } = rows[0]!;
      return furthest > 0
        ? [
            {
              day,
              breakdown: "reach",
              key1,
              key2: variant,
              key3: stage,
              events: furthest,
              visitors: furthest,
              max_amount: null,
            },
          ]
        : [];
    });
  });
}
