import { sql, type Kysely } from "kysely";
import type { Database } from "../schema";

/**
 * Why an event the site received was not counted:
 * - `excess`: past its address's, visitor's or page view's budget;
 * - `unverified`: its beacon named no page view this site served (made up, expired, or from another address);
 * - `dropped`: taken, then lost: the buffer was full, or it waited past its day's retry window.
 */
export type UncountedReason = "excess" | "unverified" | "dropped";

export interface UncountedRow {
  day: string;
  reason: UncountedReason;
  events: number;
}

/** Adds to the day's counts (every instance adds its own). */
export async function addUncounted(db: Kysely<Database>, rows: readonly UncountedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("analytics_uncounted")
    .values([...rows])
    .onConflict((conflict) =>
      conflict.columns(["day", "reason"]).doUpdateSet((eb) => ({
        events: eb(eb.ref("analytics_uncounted.events"), "+", eb.ref("excluded.events")),
      })),
    )
    .execute();
}

/** Events not counted in [from, to] (whole days), per reason. */
export async function uncountedBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<Record<UncountedReason, number>> {
  const rows = await db
    .selectFrom("analytics_uncounted")
    .select(["reason", sql<number>`sum(events)`.as("events")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy("reason")
    .execute();
  const total = (reason: UncountedReason) => Number(rows.find((row) => row.reason === reason)?.events ?? 0);
  return { excess: total("excess"), unverified: total("unverified"), dropped: total("dropped") };
}
