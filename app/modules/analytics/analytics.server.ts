import type { Kysely } from "kysely";
import { z } from "zod";
import type { Logger } from "pino";
import type { Config } from "~/config.server";
import { markDaysLate } from "~/db/queries/analytics-daily.server";
import { saltForDay } from "~/db/queries/analytics-salts.server";
import { addUncounted } from "~/db/queries/analytics-uncounted.server";
import type { Database } from "~/db/schema";
import { defineJob } from "~/modules/jobs/define";
import { siteConfig } from "~/modules/settings/site-config.server";
import type { Admission } from "./admission.server";
import { createCollector, type AnalyticsCollector } from "./collector.server";
import { utcDay } from "./event-row.server";
import { sqlEventStore, type EventStore } from "./event-store.server";
import { maintainAnalytics } from "./rollup.server";
import { dailySalts } from "./visitor-hash.server";

/** With ANALYTICS_ENABLED=false: nothing is recorded. */
const DISABLED: AnalyticsCollector = {
  record: () => "ignored",
  refuse: () => undefined,
  flush: async () => undefined,
  stop: async () => undefined,
  counts: () => ({ accepted: 0, written: 0, dropped: 0, buffered: 0 }),
};

/** Holds this many events while the database cannot take them (about a minute at a busy site's rate). */
const MAX_BUFFERED = 100_000;

/** The server's collector, writing to the site's own database (`now` and `admission` for tests). */
export function analyticsCollector(
  db: Kysely<Database>,
  config: Config,
  logger: Logger,
  {
    store = sqlEventStore(db),
    now = () => new Date(),
    admission,
  }: { store?: EventStore; now?: () => Date; admission?: Admission } = {},
): AnalyticsCollector {
  if (!config.ANALYTICS_ENABLED) return DISABLED;
  return createCollector({
    insert: (rows) => store.insert(rows),
    saltFor: dailySalts(
      (day, candidate) => saltForDay(db, day, candidate),
      () => utcDay(now()),
    ),
    markLate: (days) => markDaysLate(db, days),
    addUncounted: (rows) => addUncounted(db, rows),
    siteHost: new URL(config.SITE_URL).host,
    flushIntervalMs: config.ANALYTICS_FLUSH_MS,
    batchSize: config.ANALYTICS_BATCH_SIZE,
    maxBuffered: MAX_BUFFERED,
    admission,
    now,
    logger: logger.child({ component: "analytics" }),
  });
}

/** The roll-up and retention upkeep: a recurring background job, run on one instance at a time. */
export const analyticsMaintenanceJob = defineJob({
  kind: "analytics-maintenance",
  payload: z.object({}),
  everyMs: 15 * 60_000,
  enabled: (config) => config.ANALYTICS_ENABLED,
  async run(_payload, { db, config, logger, signal }) {
    // Read when it runs: the owner may change the retention in the admin.
    const { ANALYTICS_RETENTION_DAYS: retentionDays } = await siteConfig({ db, config });
    const result = await maintainAnalytics(db, sqlEventStore(db), { retentionDays, signal });
    if (result.rolledUp.length > 0 || result.deleted > 0) logger.info(result, "analytics rolled up");
  },
});
