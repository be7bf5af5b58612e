import { sql, type Kysely } from "kysely";
import type { Database } from "../schema";
import { BREAKDOWN_NAMES, numberOrNull, type BreakdownName, type BreakdownRow } from "./analytics-events.server";

const INSERT_CHUNK = 200;

/** When a day was last rolled up (the claim a roll-up of it compares with), and the mark of late events it has. */
export interface DayRollupState {
  rolledUpAt?: string;
  lateGeneration?: number;
}

/**
 * Stores one day's figures of every breakdown in place of any it had, if the day is still as
 * `state` found it: the claim is a compare-and-set on analytics_rollups in the same
 * transaction, so of two instances rolling up together one stores the day, and the other
 * stores nothing (false). The day's late mark is cleared only if no later write raised it
 * meanwhile: those events are not in `rows`, so the day is rolled up again.
 */
export async function storeRollup(
  db: Kysely<Database>,
  day: string,
  rows: ReadonlyMap<BreakdownName, readonly BreakdownRow[]>,
  { state, now = new Date() }: { state: DayRollupState; now?: Date },
): Promise<boolean> {
  const rolledUpAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed =
      state.rolledUpAt === undefined
        ? await trx
            .insertInto("analytics_rollups")
            .values({ day, rolled_up_at: rolledUpAt })
            .onConflict((conflict) => conflict.column("day").doNothing())
            .returning("day")
            .executeTakeFirst()
        : await trx
            .updateTable("analytics_rollups")
            .set({ rolled_up_at: rolledUpAt })
            .where("day", "=", day)
            .where("rolled_up_at", "=", state.rolledUpAt)
            .returning("day")
            .executeTakeFirst();
    if (!claimed) return false;
    if (state.lateGeneration !== undefined)
      await trx
        .deleteFrom("analytics_late_days")
        .where("day", "=", day)
        .where("generation", "=", state.lateGeneration)
        .execute();
    await trx.deleteFrom("analytics_daily").where("day", "=", day).execute();
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

/** The roll-up state of the days before `before` that were rolled up or got late events. */
export async function rollupStates(db: Kysely<Database>, before: string): Promise<Map<string, DayRollupState>> {
  const [rolled, late] = await Promise.all([
    db.selectFrom("analytics_rollups").select(["day", "rolled_up_at"]).where("day", "<", before).execute(),
    db.selectFrom("analytics_late_days").select(["day", "generation"]).where("day", "<", before).execute(),
  ]);
  const states = new Map<string, DayRollupState>();
  for (const row of rolled) states.set(row.day, { rolledUpAt: row.rolled_up_at });
  for (const row of late) states.set(row.day, { ...states.get(row.day), lateGeneration: Number(row.generation) });
  return states;
}

/** Marks past days that just got events: each mark raises the day's generation. */
export async function markDaysLate(db: Kysely<Database>, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  await db
    .insertInto("analytics_late_days")
    .values(days.map((day) => ({ day, generation: 1 })))
    .onConflict((conflict) =>
      conflict.column("day").doUpdateSet((eb) => ({
        generation: eb(eb.ref("analytics_late_days.generation"), "+", 1),
      })),
    )
    .execute();
}

/** Forgets late marks of days whose raw events are gone: there is nothing left to roll up again. */
export async function forgetLateDaysBefore(db: Kysely<Database>, day: string): Promise<void> {
  await db.deleteFrom("analytics_late_days").where("day", "<", day).execute();
}

/** The days in [from, to] whose stored figures are complete: rolled up, with no late events since. */
export async function rolledUpDays(db: Kysely<Database>, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("analytics_rollups")
    .select("day")
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("day", "not in", db.selectFrom("analytics_late_days").select("day"))
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
