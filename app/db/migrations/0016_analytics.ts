import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

/**
 * First-party analytics (docs/decisions/0010-analytics.md): raw events for a configurable
 * number of days, daily aggregates kept forever, the days already rolled up, and the salt of
 * the current day's visitor hash (deleted once its day is over).
 */
export const analyticsTables: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("analytics_events")
      .addColumn("occurred_at", type.timestamp, (col) => col.notNull())
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("visitor", "text", (col) => col.notNull())
      .addColumn("path", "text", (col) => col.notNull())
      .addColumn("referrer_host", "text")
      .addColumn("utm_source", "text")
      .addColumn("utm_medium", "text")
      .addColumn("utm_campaign", "text")
      .addColumn("utm_term", "text")
      .addColumn("utm_content", "text")
      .addColumn("device", "text", (col) => col.notNull())
      .addColumn("subject", "text")
      .addColumn("variant", "text")
      .addColumn("position", "integer")
      .addColumn("amount", "integer")
      .execute();
    // Every read (roll-up, today's live figures, purge) picks whole days, then event names.
    await db.schema.createIndex("analytics_events_day_name").on("analytics_events").columns(["day", "name"]).execute();

    await db.schema
      .createTable("analytics_daily")
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("breakdown", "text", (col) => col.notNull())
      .addColumn("key1", "text", (col) => col.notNull())
      .addColumn("key2", "text", (col) => col.notNull())
      .addColumn("key3", "text", (col) => col.notNull())
      .addColumn("events", "integer", (col) => col.notNull())
      .addColumn("visitors", "integer", (col) => col.notNull())
      // The largest amount among the events (a search's result count).
      .addColumn("max_amount", "integer")
      .addPrimaryKeyConstraint("analytics_daily_pk", ["breakdown", "day", "key1", "key2", "key3"])
      .execute();

    await db.schema
      .createTable("analytics_rollups")
      .addColumn("day", "text", (col) => col.primaryKey())
      .addColumn("rolled_up_at", type.timestamp, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("analytics_salts")
      .addColumn("day", "text", (col) => col.primaryKey())
      .addColumn("salt", "text", (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ["analytics_salts", "analytics_rollups", "analytics_daily", "analytics_events"])
      await db.schema.dropTable(table).execute();
  },
};
