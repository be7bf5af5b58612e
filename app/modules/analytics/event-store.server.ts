import type { Kysely } from "kysely";
import {
  daysWithEvents,
  deleteAnalyticsEventsBefore,
  insertAnalyticsEvents,
  rawBreakdown,
  type BreakdownName,
  type BreakdownRow,
  type EventRow,
} from "~/db/queries/analytics-events.server";
import type { Database } from "~/db/schema";

/**
 * Everything the site asks of its raw events, kept this narrow so the table can move to a
 * columnar store (ClickHouse) behind it: docs/decisions/0010-analytics.md. Aggregates,
 * salts and the rest stay in the main database.
 */
export interface EventStore {
  insert(rows: readonly EventRow[]): Promise<void>;
  /** Per-day figures of one breakdown over whole days (only of these first keys, when given). */
  breakdown(name: BreakdownName, days: readonly string[], firstKeys?: readonly string[]): Promise<BreakdownRow[]>;
  /** Days before `before` that still have events. */
  daysWithEvents(before: string): Promise<string[]>;
  deleteBefore(day: string): Promise<number>;
}

/** The events table in the site's own database (SQLite or PostgreSQL). */
export function sqlEventStore(db: Kysely<Database>): EventStore {
  return {
    insert: (rows) => insertAnalyticsEvents(db, rows),
    breakdown: (name, days, firstKeys) => rawBreakdown(db, name, days, firstKeys),
    daysWithEvents: (before) => daysWithEvents(db, { before }),
    deleteBefore: (day) => deleteAnalyticsEventsBefore(db, day),
  };
}
