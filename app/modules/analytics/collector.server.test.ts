import fc from "fast-check";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventRow } from "~/db/queries/analytics-events.server";
import type { UncountedRow } from "~/db/queries/analytics-uncounted.server";
import { createCollector, type CollectorOptions } from "./collector.server";
import { addDays } from "./insights/range";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
const PERSON = { address: "203.0.113.9", userAgent: CHROME, optedOut: false };
const view = (path: string) => ({ name: "pageview" as const, path });
/** Lets every event in: these tests are about the buffer, not the budgets. */
const ADMIT_ALL = { admit: () => true };

function collector(overrides: Partial<CollectorOptions> = {}) {
  const written: EventRow[][] = [];
  const late: string[][] = [];
  const uncounted: UncountedRow[] = [];
  const warnings: string[] = [];
  const logger = pino({ level: "warn" }, { write: (line: string) => void warnings.push(JSON.parse(line).msg) });
  const analytics = createCollector({
    insert: async (rows) => void written.push([...rows]),
    saltFor: async (day) => `salt-${day}`,
    markLate: async (days) => void late.push([...days]),
    addUncounted: async (rows) => void uncounted.push(...rows),
    siteHost: "playbooks.test",
    flushIntervalMs: 60_000,
    batchSize: 1000,
    maxBuffered: 10_000,
    admission: ADMIT_ALL,
    logger,
    now: () => new Date("2026-03-01T10:00:00Z"),
    ...overrides,
  });
  return { analytics, written, late, uncounted, warnings };
}

afterEach(() => vi.useRealTimers());

describe("the analytics collector", () => {
  it("writes only on a flush, as hashes with no address or browser in them", async () => {
    const { analytics, written } = collector();
    analytics.record(PERSON, view("/catalog"));
    analytics.record(PERSON, view("/tools"));
    expect(written).toEqual([]);
    await analytics.flush();
    const rows = written.flat();
    expect(rows.map((row) => row.path)).toEqual(["/catalog", "/tools"]);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.9|Chrome/);
    await analytics.stop();
  });

  it("never buffers bots or visitors who opted out", async () => {
    const { analytics, written } = collector();
    expect(
      analytics.record({ ...PERSON, userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }, view("/")),
    ).toBe("ignored");
    expect(analytics.record({ ...PERSON, optedOut: true }, view("/"))).toBe("ignored");
    await analytics.flush();
    expect(written.flat()).toEqual([]);
    await analytics.stop();
  });

  it("flushes every interval, and at once when a batch is full", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { analytics, written } = collector({ flushIntervalMs: 1000, batchSize: 3 });
    analytics.record(PERSON, view("/a"));
    await vi.advanceTimersByTimeAsync(999);
    expect(written.flat()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(written.flat()).toHaveLength(1);

    for (const path of ["/b", "/c", "/d"]) analytics.record(PERSON, view(path));
    await vi.advanceTimersByTimeAsync(0);
    expect(written.flat().map((row) => row.path)).toEqual(["/a", "/b", "/c", "/d"]);
    await analytics.stop();
  });

  it("writes a big batch in chunks", async () => {
    const { analytics, written } = collector({ chunkSize: 2 });
    for (const path of ["/1", "/2", "/3", "/4", "/5"]) analytics.record(PERSON, view(path));
    await analytics.flush();
    expect(written.map((chunk) => chunk.length)).toEqual([2, 2, 1]);
    await analytics.stop();
  });

  it("keeps what a failed write left and writes it once next time, without duplicates", async () => {
    let failures = 1;
    const written: string[] = [];
    const { analytics, warnings } = collector({
      chunkSize: 2,
      insert: async (rows) => {
        if (rows.some((row) => row.path === "/3") && failures-- > 0) throw new Error("database is locked");
        written.push(...rows.map((row) => row.path));
      },
    });
    for (const path of ["/1", "/2", "/3", "/4"]) analytics.record(PERSON, view(path));
    await analytics.flush();
    expect(written).toEqual(["/1", "/2"]);
    expect(warnings).toContain("analytics events not written yet");
    analytics.record(PERSON, view("/5"));
    await analytics.flush();
    expect(written).toEqual(["/1", "/2", "/3", "/4", "/5"]);
    await analytics.stop();
  });

  it("holds at most maxBuffered events, those being written included, and counts every one it drops", async () => {
    let release = () => undefined as void;
    const writing = new Promise<void>((resolve) => (release = resolve));
    const written: string[] = [];
    const { analytics, warnings, uncounted } = collector({
      maxBuffered: 3,
      insert: async (rows) => {
        await writing;
        written.push(...rows.map((row) => row.path));
      },
    });
    for (const path of ["/1", "/2", "/3"]) analytics.record(PERSON, view(path));
    const flushed = analytics.flush();
    // While those three are being written, they still take the buffer's room.
    for (const path of ["/4", "/5"]) analytics.record(PERSON, view(path));
    expect(analytics.counts()).toEqual({ accepted: 5, written: 0, dropped: 2, buffered: 3 });
    release();
    await flushed;
    await analytics.stop();
    expect(written).toEqual(["/1", "/2", "/3"]);
    expect(warnings).toContain("analytics events dropped: the buffer was full or their day had passed");
    expect(uncounted).toEqual([{ day: "2026-03-01", reason: "dropped", events: 2 }]);
  });

  it("accounts for every event it accepts: written + dropped = accepted, whatever fails", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ events: fc.nat(40), failWrite: fc.boolean(), failSalt: fc.boolean() }), {
          maxLength: 8,
        }),
        fc.integer({ min: 1, max: 50 }),
        async (rounds, maxBuffered) => {
          let failWrite = false;
          let failSalt = false;
          const { analytics } = collector({
            maxBuffered,
            chunkSize: 7,
            insert: async () => {
              if (failWrite) throw new Error("database is locked");
            },
            saltFor: async (day) => {
              if (failSalt) throw new Error("database is down");
              return `salt-${day}`;
            },
          });
          for (const round of rounds) {
            for (let index = 0; index < round.events; index += 1) analytics.record(PERSON, view(`/${index}`));
            failWrite = round.failWrite;
            failSalt = round.failSalt;
            await analytics.flush();
          }
          failWrite = false;
          failSalt = false;
          await analytics.stop();
          const { accepted, written, dropped, buffered } = analytics.counts();
          expect(accepted).toBe(rounds.reduce((sum, round) => sum + round.events, 0));
          expect(buffered).toBe(0);
          expect(written + dropped).toBe(accepted);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("hashes a retried event with its own day's salt, marks its day late, and drops events past the retry window", async () => {
    let now = new Date("2026-03-01T23:59:00Z");
    let down = true;
    const salts: string[] = [];
    const { analytics, written, late, uncounted } = collector({
      now: () => now,
      insert: async (rows) => {
        if (down) throw new Error("database is down");
        written.push([...rows]);
      },
      // As dailySalts: a day's salt is kept through the next day, then gone.
      saltFor: async (day) => {
        if (down && !salts.includes(day)) throw new Error("database is down");
        salts.push(day);
        return day < addDays(now.toISOString().slice(0, 10), -1) ? undefined : `salt-${day}`;
      },
    });
    analytics.record(PERSON, view("/before-midnight"));
    down = false;
    await analytics.flush();
    expect(written.flat().map((row) => row.path)).toEqual(["/before-midnight"]);

    down = true;
    analytics.record(PERSON, view("/late"));
    await analytics.flush();
    now = new Date("2026-03-02T00:30:00Z");
    analytics.record(PERSON, view("/after-midnight"));
    down = false;
    await analytics.flush();
    const rows = written.flat();
    expect(rows.map((row) => [row.path, row.day])).toEqual([
      ["/before-midnight", "2026-03-01"],
      ["/late", "2026-03-01"],
      ["/after-midnight", "2026-03-02"],
    ]);
    // The same visitor before and after the outage: yesterday's salt was still there.
    expect(rows[1]!.visitor).toBe(rows[0]!.visitor);
    expect(late).toEqual([["2026-03-01"]]);

    down = true;
    now = new Date("2026-03-03T01:00:00Z");
    analytics.record(PERSON, view("/waited-too-long"));
    await analytics.flush();
    now = new Date("2026-03-05T12:00:00Z");
    down = false;
    await analytics.stop();
    expect(written.flat()).toHaveLength(3);
    expect(analytics.counts()).toMatchObject({ accepted: 4, written: 3, dropped: 1 });
    expect(uncounted).toContainEqual({ day: "2026-03-03", reason: "dropped", events: 1 });
  });

  it("refuses events over the visitor's budgets as excess, and counts them and unverified beacons per day", async () => {
    let room = 2;
    const { analytics, written, uncounted } = collector({ admission: { admit: () => room-- > 0 } });
    expect(["/1", "/2", "/3"].map((path) => analytics.record(PERSON, view(path), "a-view"))).toEqual([
      "accepted",
      "accepted",
      "refused",
    ]);
    analytics.refuse(PERSON, "unverified", 20);
    analytics.refuse({ ...PERSON, optedOut: true }, "unverified", 5);
    await analytics.stop();
    expect(written.flat()).toHaveLength(2);
    expect(uncounted).toEqual([
      { day: "2026-03-01", reason: "excess", events: 1 },
      { day: "2026-03-01", reason: "unverified", events: 20 },
    ]);
  });

  it("counts at most a handful of visitors per address, however many browsers it claims", async () => {
    const { analytics, written } = collector();
    for (let index = 0; index < 50; index += 1)
      analytics.record({ ...PERSON, userAgent: `${CHROME} Build/${index}` }, view("/"));
    analytics.record({ ...PERSON, address: "203.0.113.10" }, view("/"));
    await analytics.stop();
    const visitors = new Set(written.flat().map((row) => row.visitor));
    expect(visitors.size).toBe(6);
  });
});
