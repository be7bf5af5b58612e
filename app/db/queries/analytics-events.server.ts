import { sql, type Kysely, type RawBuilder } from "kysely";
import type { AnalyticsEventsTable, Database } from "../schema";

/** The tool stages in funnel order: a visitor who reached one has been through those before it. */
const TOOL_FUNNEL = ["tool_view", "tool_start", "tool_complete", "tool_email"] as const;

/**
 * The figures the dashboard reads, each grouped by up to three keys per day, with the day's
 * events and unique visitors. One definition serves both the roll-up (into analytics_daily)
 * and the live figures of days not rolled up. Wherever the dashboard divides two figures, the
 * part is counted from a subset of the whole's events of the same day (subscribers among the
 * site's visitors, finishers among a playbook's readers, a funnel stage among those before
 * it), so no share can pass 100 %.
 */
export const BREAKDOWNS = {
  /** Visitors counted on the site (any event) and its page views. */
  site: { keys: [], counted: ["pageview"] },
  /** Visitors who became new subscribers (an e-mail left that stored a new lead). */
  subscribers: { names: ["tool_email"], keys: [], required: "amount" },
  /** Page views of a playbook's overview and parts, by slug. */
  playbooks: { names: ["pageview"], keys: ["subject"], required: "subject" },
  /** Visitors who read any part of a playbook, by slug. */
  readers: { names: ["read"], keys: ["subject"] },
  /** Readers who reached a depth of a part: slug, part, depth. */
  reading: { names: ["read"], keys: ["subject", "position", "amount"] },
  referrers: { names: ["pageview"], keys: ["referrer_host"], required: "referrer_host" },
  campaigns: { names: ["pageview"], keys: ["utm_source", "utm_medium", "utm_campaign"], required: "utm_source" },
  /**
   * Each tool's funnel per quiz variant: tool, variant, and (third key) the furthest stage a
   * visitor reached in it that day. A visitor counts once per variant, at one stage.
   */
  reach: { names: TOOL_FUNNEL, keys: ["subject", "variant"], furthest: true },
  steps: { names: ["tool_step"], keys: ["subject", "position"] },
  /** Catalog searches by query; max_amount holds the best result count. */
  searches: { names: ["search"], keys: ["subject"] },
  /** Clicks on offers and the newsletter: kind and address. */
  outbound: { names: ["outbound"], keys: ["subject", "variant"] },
} as const satisfies Record<string, BreakdownDefinition>;

type EventColumn = keyof AnalyticsEventsTable;

interface BreakdownDefinition {
  /** The events it counts; every event when absent. */
  names?: readonly string[];
  keys: readonly EventColumn[];
  /** Events without this column are left out (a page view with no campaign is no campaign's). */
  required?: EventColumn;
  /** `events` counts only these names (visitors still count from every event). */
  counted?: readonly string[];
  /** One row per visitor's furthest event of `names`, in their order, as the last key. */
  furthest?: true;
}

export type BreakdownName = keyof typeof BREAKDOWNS;
export const BREAKDOWN_NAMES = Object.keys(BREAKDOWNS) as BreakdownName[];

/** One day's figures for one combination of keys ('' where a key is unused or empty). */
export interface BreakdownRow {
  day: string;
  key1: string;
  key2: string;
  key3: string;
  events: number;
  visitors: number;
  maxAmount: number | null;
}

export type EventRow = AnalyticsEventsTable;

/** Writes events as one multi-row statement (the collector sends them in chunks). */
export async function insertAnalyticsEvents(db: Kysely<Database>, rows: readonly EventRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto("analytics_events").values(rows).execute();
}

export const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function keyExpression(column: EventColumn | undefined): RawBuilder<string> {
  return column ? sql<string>`coalesce(cast(${sql.ref(column)} as text), '')` : sql<string>`''`;
}

/**
 * Per-day figures of one breakdown, counted from raw events of the given days; with
 * `firstKeys`, only rows whose first key is one of them (the reading of the top playbooks).
 */
export async function rawBreakdown(
  db: Kysely<Database>,
  name: BreakdownName,
  days: readonly string[],
  firstKeys?: readonly string[],
): Promise<BreakdownRow[]> {
  if (days.length === 0 || firstKeys?.length === 0) return [];
  const definition: BreakdownDefinition = BREAKDOWNS[name];
  const rows = await (definition.furthest ? furthestQuery : groupQuery)(db, definition, days, firstKeys).execute();
  return rows.map((row) => ({
    ...row,
    events: Number(row.events),
    visitors: Number(row.visitors),
    maxAmount: numberOrNull(row.maxAmount),
  }));
}

/** The events of a breakdown on the given days (and first keys). */
function eventsOf(
  db: Kysely<Database>,
  definition: BreakdownDefinition,
  days: readonly string[],
  firstKeys?: readonly string[],
) {
  let query = db.selectFrom("analytics_events").where("day", "in", days);
  if (definition.names) query = query.where("name", "in", definition.names);
  if (definition.required) query = query.where(sql.ref(definition.required), "is not", null);
  const first = definition.keys[0];
  if (firstKeys && first) query = query.where(sql.ref(first), "in", firstKeys);
  return query;
}

function groupQuery(
  db: Kysely<Database>,
  definition: BreakdownDefinition,
  days: readonly string[],
  firstKeys?: readonly string[],
) {
  const [first, second, third] = definition.keys;
  const events = definition.counted
    ? sql<number>`count(case when name in (${sql.join(definition.counted.map((counted) => sql.lit(counted)))}) then 1 end)`
    : sql<number>`count(*)`;
  return eventsOf(db, definition, days, firstKeys)
    .select([
      "day",
      keyExpression(first).as("key1"),
      keyExpression(second).as("key2"),
      keyExpression(third).as("key3"),
      events.as("events"),
      sql<number>`count(distinct visitor)`.as("visitors"),
      sql<number | null>`max(amount)`.as("maxAmount"),
    ])
    .groupBy(["day", "key1", "key2", "key3"]);
}

/** Each visitor's furthest event name per day and first two keys, then visitors per furthest name. */
function furthestQuery(
  db: Kysely<Database>,
  definition: BreakdownDefinition,
  days: readonly string[],
  firstKeys?: readonly string[],
) {
  const names = definition.names!;
  const order = (pick: (name: string, rank: number) => [RawBuilder<unknown>, RawBuilder<unknown>]) =>
    sql.join(
      names.map((name, index) => {
        const [when, then] = pick(name, index + 1);
        return sql`when ${when} then ${then}`;
      }),
      sql` `,
    );
  const [first, second] = definition.keys;
  const perVisitor = eventsOf(db, definition, days, firstKeys)
    .select([
      "day",
      keyExpression(first).as("key1"),
      keyExpression(second).as("key2"),
      sql<number>`max(case name ${order((name, rank) => [sql.lit(name), sql.lit(rank)])} end)`.as("reached"),
    ])
    .groupBy(["day", "key1", "key2", "visitor"]);
  return db
    .selectFrom(perVisitor.as("per_visitor"))
    .select([
      "day",
      "key1",
      "key2",
      sql<string>`case reached ${order((name, rank) => [sql.lit(rank), sql.lit(name)])} end`.as("key3"),
      sql<number>`count(*)`.as("events"),
      sql<number>`count(*)`.as("visitors"),
      sql<number | null>`null`.as("maxAmount"),
    ])
    .groupBy(["day", "key1", "key2", "reached"]);
}

/** The days that still have raw events, oldest first. */
export async function daysWithEvents(db: Kysely<Database>, { before }: { before: string }): Promise<string[]> {
  const rows = await db
    .selectFrom("analytics_events")
    .select("day")
    .distinct()
    .where("day", "<", before)
    .orderBy("day")
    .execute();
  return rows.map((row) => row.day);
}

/** Deletes raw events of the days before `day`; their figures live on in analytics_daily. */
export async function deleteAnalyticsEventsBefore(db: Kysely<Database>, day: string): Promise<number> {
  const result = await db.deleteFrom("analytics_events").where("day", "<", day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
