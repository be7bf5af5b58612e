import type { Kysely } from "kysely";
import { z } from "zod";
import type { Logger } from "pino";
import type { Config } from "~/config.server";
import { saltForDay } from "~/db/queries/analytics-salts.server";
import type { Database } from "~/db/schema";
import { defineJob } from "~/modules/jobs/define";
import { createCollector, type AnalyticsCollector } from "./collector.server";
import { sqlEventStore, type EventStore } from "./event-store.server";
import { maintainAnalytics } from "./rollup.server";
import { dailySalts } from "./visitor-hash.server";

/** With ANALYTICS_ENABLED=false: nothing is recorded. */
const DISABLED: AnalyticsCollector = {
  record: () => undefined,
  flush: async () => undefined,
  stop: async () => undefined,
};

/** Holds this many events while the database cannot take them (about a minute at a busy site's rate). */
const MAX_BUFFERED = 100_000;

/** The server's collector, writing to the site's own database. */
export function analyticsCollector(
  db: Kysely<Database>,
  config: Config,
  logger: Logger,
  store: EventStore = sqlEventStore(db),
): AnalyticsCollector {
  if (!config.ANALYTICS_ENABLED) return DISABLED;
  return createCollector({
    insert: (rows) => store.insert(rows),
    saltFor: dailySalts((day, candidate) => saltForDay(db, day, candidate)),
    siteHost: new URL(config.SITE_URL).host,
    flushIntervalMs: config.ANALYTICS_FLUSH_MS,
    batchSize: config.ANALYTICS_BATCH_SIZE,
    maxBuffered: MAX_BUFFERED,
    logger: logger.child({ component: "analytics" }),
  });
}

/** The roll-up and retention upkeep: a recurring background job, run on one instance at a time. */
export const analyticsMaintenanceJob = defineJob({
  kind: "analytics-maintenance",
  payload: z.object({}),
  everyMs: 15 * 60_000,
  enabled: (config) => config.ANALYTICS_ENABLED,
  async run(_payload, { db, config, logger }) {
    const result = await maintainAnalytics(db, sqlEventStore(db), { retentionDays: config.ANALYTICS_RETENTION_DAYS });
    if (result.rolledUp.length > 0 || result.deleted > 0) logger.info(result, "analytics rolled up");
  },
});
