import type { Kysely } from "kysely";
import { dailyBreakdown, rolledUpDays } from "~/db/queries/analytics-daily.server";
import type { BreakdownName, BreakdownRow } from "~/db/queries/analytics-events.server";
import type { Database } from "~/db/schema";
import type { EventStore } from "../event-store.server";
import { eachDay, type DayRange } from "./range";

export interface ReadOptions {
  /** One row per day instead of sums over the range. */
  perDay?: boolean;
  /** Only rows of these first keys (e.g. the reading of the playbooks listed). */
  firstKeys?: readonly string[];
}

export type BreakdownReader = (name: BreakdownName, options?: ReadOptions) => Promise<BreakdownRow[]>;

/** Adds up rows of the same keys (and day, when kept). */
export function sumRows(rows: readonly BreakdownRow[], perDay: boolean): BreakdownRow[] {
  const sums = new Map<string, BreakdownRow>();
  for (const row of rows) {
    const day = perDay ? row.day : "";
    const key = [day, row.key1, row.key2, row.key3].join("\u0000");
    const sum = sums.get(key);
    if (sum) {
      sum.events += row.events;
      sum.visitors += row.visitors;
      if (row.maxAmount !== null) sum.maxAmount = Math.max(sum.maxAmount ?? row.maxAmount, row.maxAmount);
    } else sums.set(key, { ...row, day });
  }
  return [...sums.values()];
}

/**
 * Reads breakdowns over a range: rolled-up days from analytics_daily, the others (today, a
 * day not rolled up yet) counted live from raw events, by the same definition.
 */
export async function breakdownReader(
  db: Kysely<Database>,
  store: EventStore,
  range: DayRange,
): Promise<BreakdownReader> {
  const rolled = await rolledUpDays(db, range.from, range.to);
  const live = eachDay(range).filter((day) => !rolled.has(day));
  return async (name, { perDay = false, firstKeys } = {}) => {
    const [stored, fresh] = await Promise.all([
      rolled.size > 0 ? dailyBreakdown(db, name, { ...range, perDay, firstKeys }) : [],
      store.breakdown(name, live, firstKeys),
    ]);
    return sumRows([...stored, ...fresh], perDay);
  };
}
