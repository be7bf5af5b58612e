import type { Logger } from "pino";
import type { EventRow } from "~/db/queries/analytics-events.server";
import type { UncountedReason, UncountedRow } from "~/db/queries/analytics-uncounted.server";
import { createAdmission, type Admission } from "./admission.server";
import { deviceClass } from "./device.server";
import { eventRow, utcDay, type RecordedEvent } from "./event-row.server";
import { mayRecord, type VisitSignals } from "./privacy.server";
import { visitorsPerAddress } from "./visitor-hash.server";

/** What became of an event offered to the collector. */
export type Outcome = "accepted" | "refused" | "ignored";

export interface AnalyticsCollector {
  /**
   * Keeps the event for the next batch if the visitor may be counted (not a bot, no opt-out:
   * "ignored") and it fits their budgets ("refused" as excess otherwise). `view` is the page
   * view id a beacon presented. Never waits, never throws.
   */
  record(signals: VisitSignals, event: RecordedEvent, view?: string): Outcome;
  /** Counts events refused before they were read (a beacon that names no page view served here). */
  refuse(signals: VisitSignals, reason: UncountedReason, events: number): void;
  /** Writes everything recorded so far. */
  flush(): Promise<void>;
  /** A last flush, then no more timer. */
  stop(): Promise<void>;
  /** Events accepted, written, dropped (held no longer) and waiting, since the start. */
  counts(): CollectorCounts;
}

export interface CollectorCounts {
  accepted: number;
  written: number;
  dropped: number;
  buffered: number;
}

export interface CollectorOptions {
  /** Writes at most `chunkSize` rows. */
  insert(rows: readonly EventRow[]): Promise<void>;
  /** The day's salt, or undefined once the day is past the retry window. */
  saltFor(day: string): Promise<string | undefined>;
  /** Says that these past days got events after they may have been rolled up. */
  markLate(days: readonly string[]): Promise<void>;
  /** Adds to the per-day counts of events not counted (refused, dropped). */
  addUncounted(rows: readonly UncountedRow[]): Promise<void>;
  /** This site's host: referrers from it are no referrers, and it is part of the visitor hash. */
  siteHost: string;
  flushIntervalMs: number;
  /** A batch this big is written at once instead of at the next tick. */
  batchSize: number;
  /** Events held, waiting or being written; more are dropped (counted and logged). */
  maxBuffered: number;
  chunkSize?: number;
  admission?: Admission;
  logger: Logger;
  now?: () => Date;
}

interface Entry {
  /** Until the entry is hashed: then the address and browser are forgotten. */
  signals?: VisitSignals;
  event: RecordedEvent;
  at: Date;
  /** The row to write; null when its day's salt is gone (the event is too late to count). */
  row?: EventRow | null;
}

/** Lets requests that arrived meanwhile be answered: on SQLite each statement blocks the process while it runs. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Buffers events in memory and writes them in batches (every `flushIntervalMs`, or as soon as
 * `batchSize` are waiting) in small statements with the event loop free between them, so
 * serving pages never waits for analytics. One buffer holds every event from its arrival until
 * its row is written, so the cap bounds them all and a failed write loses nothing; events past
 * the cap, or past their day's retry window, are dropped and counted in one place. Addresses
 * and user agents stay in memory until the event is hashed; only the hash is written.
 */
export function createCollector(options: CollectorOptions): AnalyticsCollector {
  const { siteHost, batchSize, maxBuffered, chunkSize = 200, logger, now = () => new Date() } = options;
  const admission = options.admission ?? createAdmission();
  const visitorOf = visitorsPerAddress();
  const buffer: Entry[] = [];
  const counts = { accepted: 0, written: 0, dropped: 0 };
  let droppedSinceLog = 0;
  /** Per day and reason, not yet stored. */
  let uncounted = new Map<string, UncountedRow>();
  const lateDays = new Set<string>();
  let queue = Promise.resolve();

  const timer = setInterval(() => void flush(), options.flushIntervalMs);
  timer.unref();

  function tally({ day, reason, events }: UncountedRow): void {
    const key = `${day} ${reason}`;
    const row = uncounted.get(key) ?? { day, reason, events: 0 };
    row.events += events;
    uncounted.set(key, row);
  }

  function drop(at: Date): void {
    counts.dropped += 1;
    droppedSinceLog += 1;
    tally({ day: utcDay(at), reason: "dropped", events: 1 });
  }

  function flush(): Promise<void> {
    // A failure no step foresaw is logged, and must not stop every later flush on the chain.
    queue = queue
      .then(writeBuffered)
      .then(storeBookkeeping)
      .catch((error: unknown) => logger.error({ err: error }, "analytics flush failed"));
    return queue;
  }

  /** Writes the events buffered when the flush began, a chunk at a time, each removed once written. */
  async function writeBuffered(): Promise<void> {
    for (let remaining = buffer.length; remaining > 0;) {
      const chunk = buffer.slice(0, Math.min(chunkSize, remaining));
      let rows: EventRow[];
      try {
        rows = await hashed(chunk);
        await options.insert(rows);
      } catch (error) {
        logger.warn({ err: error, waiting: buffer.length }, "analytics events not written yet");
        return;
      }
      buffer.splice(0, chunk.length);
      remaining -= chunk.length;
      counts.written += rows.length;
      for (const entry of chunk) if (entry.row === null) drop(entry.at);
      const today = utcDay(now());
      for (const row of rows) if (row.day < today) lateDays.add(row.day);
      await yieldToRequests();
    }
  }

  /** The chunk's rows; each entry is hashed once, even when its write is tried again. */
  async function hashed(chunk: readonly Entry[]): Promise<EventRow[]> {
    const waiting = chunk.filter((entry) => entry.row === undefined);
    const days = [...new Set(waiting.map((entry) => utcDay(entry.at)))];
    const salts = new Map(await Promise.all(days.map(async (day) => [day, await options.saltFor(day)] as const)));
    for (const entry of waiting) {
      const day = utcDay(entry.at);
      const salt = salts.get(day);
      const { address, userAgent } = entry.signals!;
      entry.row =
        salt === undefined
          ? null
          : eventRow(entry.event, {
              visitor: visitorOf(salt, day, siteHost, address, userAgent),
              device: deviceClass(userAgent),
              siteHost,
              at: entry.at,
            });
      entry.signals = undefined;
    }
    return chunk.flatMap((entry) => (entry.row ? [entry.row] : []));
  }

  /** Stores the day marks and the uncounted tallies; what fails is kept for the next flush. */
  async function storeBookkeeping(): Promise<void> {
    if (droppedSinceLog > 0) {
      logger.warn(
        { dropped: droppedSinceLog },
        "analytics events dropped: the buffer was full or their day had passed",
      );
      droppedSinceLog = 0;
    }
    try {
      if (lateDays.size > 0) {
        const days = [...lateDays];
        await options.markLate(days);
        for (const day of days) lateDays.delete(day);
      }
      if (uncounted.size > 0) {
        const rows = uncounted;
        uncounted = new Map();
        await options.addUncounted([...rows.values()]).catch((error: unknown) => {
          for (const row of rows.values()) tally(row);
          throw error;
        });
      }
    } catch (error) {
      logger.warn({ err: error }, "analytics bookkeeping not stored yet");
    }
  }

  return {
    record(signals, event, view) {
      if (!mayRecord(signals)) return "ignored";
      const at = now();
      if (!admission.admit(signals, view)) {
        tally({ day: utcDay(at), reason: "excess", events: 1 });
        return "refused";
      }
      counts.accepted += 1;
      if (buffer.length >= maxBuffered) drop(at);
      else if (buffer.push({ signals, event, at }) % batchSize === 0) void flush();
      return "accepted";
    },
    refuse(signals, reason, events) {
      if (mayRecord(signals)) tally({ day: utcDay(now()), reason, events });
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
      // Nothing more will try them: what the last flush could not write is lost, and counted so.
      for (const entry of buffer.splice(0)) drop(entry.at);
      await storeBookkeeping();
    },
    counts: () => ({ ...counts, buffered: buffer.length }),
  };
}
