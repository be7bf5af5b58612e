import { sql, type Kysely } from "kysely";
import type { Database } from "../schema";
import { BREAKDOWN_NAMES, numberOrNull, type BreakdownName, type BreakdownRow } from "./analytics-events.server";

const INSERT_CHUNK = 200;

/**
 * Stores one day's figures of every breakdown, once: the day is claimed in analytics_rollups
 * in the same transaction, so two server instances rolling up together store it only once.
 * False when another instance already had.
 */
export async function storeRollup(
  db: Kysely<Database>,
  day: string,
  rows: ReadonlyMap<BreakdownName, readonly BreakdownRow[]>,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("analytics_rollups")
      .values({ day, rolled_up_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .returning("day")
      .executeTakeFirst();
    if (!claimed) return false;
    const values = BREAKDOWN_NAMES.flatMap((breakdown) =>
      (rows.get(breakdown) ?? []).map(({ maxAmount, ...row }) => ({ ...row, max_amount: maxAmount, day, breakdown })),
    );
    for (let start = 0; start < values.length; start += INSERT_CHUNK)
      await trx
        .insertInto("analytics_daily")
        .values(values.slice(start, start + INSERT_CHUNK))
        .execute();
    return true;
  });
}

/** The days in [from, to] already rolled up. */
export async function rolledUpDays(db: Kysely<Database>, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("analytics_rollups")
    .select("day")
    .where("day", ">=", from)
    .where("day", "<=", to)
    .execute();
  return new Set(rows.map((row) => row.day));
}

/**
 * A breakdown's rolled-up figures in [from, to]: summed over the days, or one row per day
 * (`perDay`, for charts over time), and only of the given first keys when `firstKeys` is set.
 * Visitors are counted per day, so a sum counts visitor-days.
 */
export async function dailyBreakdown(
  db: Kysely<Database>,
  breakdown: BreakdownName,
  {
    from,
    to,
    perDay = false,
    firstKeys,
  }: { from: string; to: string; perDay?: boolean; firstKeys?: readonly string[] },
): Promise<BreakdownRow[]> {
  if (firstKeys?.length === 0) return [];
  let query = db
    .selectFrom("analytics_daily")
    .where("breakdown", "=", breakdown)
    .where("day", ">=", from)
    .where("day", "<=", to);
  if (firstKeys) query = query.where("key1", "in", firstKeys);
  const rows = await query
    .select([
      perDay ? "day" : sql<string>`''`.as("day"),
      "key1",
      "key2",
      "key3",
      sql<number>`sum(events)`.as("events"),
      sql<number>`sum(visitors)`.as("visitors"),
      sql<number | null>`max(max_amount)`.as("maxAmount"),
    ])
    .groupBy(perDay ? ["day", "key1", "key2", "key3"] : ["key1", "key2", "key3"])
    .execute();
  return rows.map((row) => ({
    ...row,
    events: Number(row.events),
    visitors: Number(row.visitors),
    maxAmount: numberOrNull(row.maxAmount),
  }));
}
