import type { Kysely } from "kysely";
import { rolledUpDays, storeRollup } from "~/db/queries/analytics-daily.server";
import { BREAKDOWN_NAMES } from "~/db/queries/analytics-events.server";
import { deleteSaltsBefore } from "~/db/queries/analytics-salts.server";
import type { Database } from "~/db/schema";
import { utcDay } from "./event-row.server";
import type { EventStore } from "./event-store.server";

const DAY_MS = 86_400_000;
/** A day is rolled up this long after it ends, once the last buffered events of it are written. */
const SETTLE_MS = 5 * 60_000;

export interface MaintenanceResult {
  rolledUp: string[];
  deleted: number;
}

/**
 * The daily upkeep: every finished day's figures go into analytics_daily (kept forever), raw
 * events older than `retentionDays` are deleted, and so are the salts of past days.
 */
export async function maintainAnalytics(
  db: Kysely<Database>,
  store: EventStore,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<MaintenanceResult> {
  await deleteSaltsBefore(db, utcDay(now));
  const rolledUp: string[] = [];
  const finished = await store.daysWithEvents(utcDay(new Date(now.getTime() - SETTLE_MS)));
  const done = finished.length > 0 ? await rolledUpDays(db, finished[0]!, finished.at(-1)!) : new Set();
  for (const day of finished.filter((candidate) => !done.has(candidate))) {
    const rows = new Map(
      await Promise.all(BREAKDOWN_NAMES.map(async (name) => [name, await store.breakdown(name, [day])] as const)),
    );
    if (await storeRollup(db, day, rows, now)) rolledUp.push(day);
  }
  const deleted = await store.deleteBefore(utcDay(new Date(now.getTime() - retentionDays * DAY_MS)));
  return { rolledUp, deleted };
}
