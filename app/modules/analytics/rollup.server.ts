import type { Kysely } from "kysely";
import { forgetLateDaysBefore, rollupStates, storeRollup } from "~/db/queries/analytics-daily.server";
import { BREAKDOWN_NAMES } from "~/db/queries/analytics-events.server";
import { deleteSaltsBefore } from "~/db/queries/analytics-salts.server";
import { deleteQuestionsBefore } from "~/db/queries/ask-questions.server";
import type { Database } from "~/db/schema";
import { utcDay } from "./event-row.server";
import type { EventStore } from "./event-store.server";
import { addDays } from "./insights/range";

const DAY_MS = 86_400_000;
/** A day is first rolled up this long after it ends, once the last buffered events of it are written. */
const SETTLE_MS = 5 * 60_000;

export interface MaintenanceResult {
  rolledUp: string[];
  deleted: number;
}

/**
 * The upkeep: every finished day's figures go into analytics_daily (kept forever), and so
 * again does any day that got events after it was rolled up (written late, after a database
 * outage); raw events older than `retentionDays` are deleted, and so are the salts of days
 * past the retry window (the day before yesterday and earlier).
 */
export async function maintainAnalytics(
  db: Kysely<Database>,
  store: EventStore,
  { retentionDays, now = new Date(), signal }: { retentionDays: number; now?: Date; signal?: AbortSignal },
): Promise<MaintenanceResult> {
  await deleteSaltsBefore(db, addDays(utcDay(now), -1));
  const rolledUp: string[] = [];
  const finishedBefore = utcDay(new Date(now.getTime() - SETTLE_MS));
  const [finished, states] = await Promise.all([
    store.daysWithEvents(finishedBefore),
    rollupStates(db, finishedBefore),
  ]);
  const due = finished.filter((day) => {
    const state = states.get(day);
    return state?.rolledUpAt === undefined || state.lateGeneration !== undefined;
  });
  for (const day of due) {
    // Each day is rolled up on its own: a stopped run leaves the rest to the next.
    signal?.throwIfAborted();
    const rows = new Map(
      await Promise.all(BREAKDOWN_NAMES.map(async (name) => [name, await store.breakdown(name, [day])] as const)),
    );
    if (await storeRollup(db, day, rows, { state: states.get(day) ?? {}, now })) rolledUp.push(day);
  }
  signal?.throwIfAborted();
  const oldestKept = utcDay(new Date(now.getTime() - retentionDays * DAY_MS));
  const deleted = await store.deleteBefore(oldestKept);
  await forgetLateDaysBefore(db, oldestKept);
  // Questions readers asked the library live as long as the events (Ask the library, ADR 0029).
  await deleteQuestionsBefore(db, `${oldestKept}T00:00:00.000Z`);
  return { rolledUp, deleted };
}
