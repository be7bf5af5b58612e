import { sql, type Kysely, type RawBuilder } from "kysely";
import type { AnalyticsEventsTable, Database } from "../schema";

/**
 * The figures the dashboard reads, each grouped by up to three keys per day. One definition
 * serves both the roll-up (into analytics_daily) and today's live figures from raw events.
 */
export const BREAKDOWNS = {
  /** Visitors and page views of the whole site. */
  site: { names: ["pageview"], keys: [] },
  /** Page views of a playbook's overview and parts, by slug. */
  playbooks: { names: ["pageview"], keys: ["subject"], required: "subject" },
  /** Readers who reached a depth of a part: slug, part, depth. */
  reading: { names: ["read"], keys: ["subject", "position", "amount"] },
  referrers: { names: ["pageview"], keys: ["referrer_host"], required: "referrer_host" },
  campaigns: { names: ["pageview"], keys: ["utm_source", "utm_medium", "utm_campaign"], required: "utm_source" },
  /** Each tool's view, start, completion and e-mail, by quiz variant. */
  funnels: {
    names: ["tool_view", "tool_start", "tool_complete", "tool_email"],
    keys: ["subject", "name", "variant"],
  },
  steps: { names: ["tool_step"], keys: ["subject", "position"] },
  /** Catalog searches by query; max_amount holds the best result count. */
  searches: { names: ["search"], keys: ["subject"] },
  /** Clicks on offers and the newsletter: kind and address. */
  outbound: { names: ["outbound"], keys: ["subject", "variant"] },
} as const satisfies Record<string, BreakdownDefinition>;

type EventColumn = keyof AnalyticsEventsTable;

interface BreakdownDefinition {
  names: readonly string[];
  keys: readonly EventColumn[];
  /** Events without this column are left out (a page view with no campaign is no campaign's). */
  required?: EventColumn;
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
  const [first, second, third] = definition.keys;
  let query = db
    .selectFrom("analytics_events")
    .where("day", "in", days)
    .where("name", "in", definition.names)
    .select([
      "day",
      keyExpression(first).as("key1"),
      keyExpression(second).as("key2"),
      keyExpression(third).as("key3"),
      sql<number>`count(*)`.as("events"),
      sql<number>`count(distinct visitor)`.as("visitors"),
      sql<number | null>`max(amount)`.as("maxAmount"),
    ])
    .groupBy(["day", "key1", "key2", "key3"]);
  if (definition.required) query = query.where(sql.ref(definition.required), "is not", null);
  if (firstKeys && first) query = query.where(sql.ref(first), "in", firstKeys);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    events: Number(row.events),
    visitors: Number(row.visitors),
    maxAmount: numberOrNull(row.maxAmount),
  }));
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
