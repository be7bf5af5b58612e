import type { Logger } from "pino";
import type { EventRow } from "~/db/queries/analytics-events.server";
import { deviceClass } from "./device.server";
import { eventRow, utcDay, type RecordedEvent } from "./event-row.server";
import { mayRecord, type VisitSignals } from "./privacy.server";
import { visitorHash } from "./visitor-hash.server";

export interface AnalyticsCollector {
  /** Keeps the event for the next batch, if the visitor may be counted. Never waits, never throws. */
  record(signals: VisitSignals, event: RecordedEvent): void;
  /** Writes everything recorded so far. */
  flush(): Promise<void>;
  /** A last flush, then no more timer. */
  stop(): Promise<void>;
}

export interface CollectorOptions {
  /** Writes at most `chunkSize` rows. */
  insert(rows: readonly EventRow[]): Promise<void>;
  saltFor(day: string): Promise<string>;
  /** This site's host: referrers from it are no referrers, and it is part of the visitor hash. */
  siteHost: string;
  flushIntervalMs: number;
  /** A batch this big is written at once instead of at the next tick. */
  batchSize: number;
  /** Events held while the database cannot be written; more are dropped (and logged). */
  maxBuffered: number;
  chunkSize?: number;
  logger: Logger;
  now?: () => Date;
}

interface Pending {
  signals: VisitSignals;
  event: RecordedEvent;
  at: Date;
}

/** Lets requests that arrived meanwhile be answered: on SQLite each statement blocks the process while it runs. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Buffers events in memory and writes them in batches (every `flushIntervalMs`, or as soon as
 * `batchSize` are waiting) in small statements with the event loop free between them, so
 * serving pages never waits for analytics. Addresses and user agents stay in memory until the
 * batch is hashed; only the hash is written.
 */
export function createCollector(options: CollectorOptions): AnalyticsCollector {
  const {
    insert,
    saltFor,
    siteHost,
    batchSize,
    maxBuffered,
    chunkSize = 200,
    logger,
    now = () => new Date(),
  } = options;
  let pending: Pending[] = [];
  /** Rows a failed write left behind, written first next time. */
  let unwritten: EventRow[] = [];
  let dropped = 0;
  let queue = Promise.resolve();

  const timer = setInterval(() => void flush(), options.flushIntervalMs);
  timer.unref();

  function flush(): Promise<void> {
    queue = queue.then(writePending);
    return queue;
  }

  async function writePending(): Promise<void> {
    if (dropped > 0) logger.warn({ dropped }, "analytics events dropped: the buffer was full");
    dropped = 0;
    const batch = pending;
    pending = [];
    let rows: EventRow[];
    try {
      rows = [...unwritten, ...(await hashed(batch))];
    } catch (error) {
      pending = [...batch, ...pending].slice(0, maxBuffered);
      logger.warn({ err: error, waiting: pending.length }, "analytics events not written yet");
      return;
    }
    unwritten = [];
    for (let start = 0; start < rows.length; start += chunkSize) {
      try {
        await insert(rows.slice(start, start + chunkSize));
      } catch (error) {
        unwritten = rows.slice(start, start + maxBuffered);
        logger.warn({ err: error, waiting: unwritten.length }, "analytics events not written yet");
        return;
      }
      await yieldToRequests();
    }
  }

  async function hashed(batch: readonly Pending[]): Promise<EventRow[]> {
    const days = [...new Set(batch.map((entry) => utcDay(entry.at)))];
    const salts = new Map(await Promise.all(days.map(async (day) => [day, await saltFor(day)] as const)));
    return batch.map(({ signals, event, at }) =>
      eventRow(event, {
        visitor: visitorHash(salts.get(utcDay(at))!, siteHost, signals.address, signals.userAgent),
        device: deviceClass(signals.userAgent),
        siteHost,
        at,
      }),
    );
  }

  return {
    record(signals, event) {
      if (!mayRecord(signals)) return;
      if (pending.length + unwritten.length >= maxBuffered) {
        dropped += 1;
        return;
      }
      pending.push({ signals, event, at: now() });
      if (pending.length === batchSize) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
