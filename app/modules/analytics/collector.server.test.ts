import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventRow } from "~/db/queries/analytics-events.server";
import { createCollector, type CollectorOptions } from "./collector.server";

const PERSON = {
  address: "203.0.113.9",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36",
  optedOut: false,
};
const view = (path: string) => ({ name: "pageview" as const, path });

function collector(overrides: Partial<CollectorOptions> = {}) {
  const written: EventRow[][] = [];
  const warnings: string[] = [];
  const logger = pino({ level: "warn" }, { write: (line: string) => void warnings.push(JSON.parse(line).msg) });
  const analytics = createCollector({
    insert: async (rows) => void written.push([...rows]),
    saltFor: async (day) => `salt-${day}`,
    siteHost: "playbooks.test",
    flushIntervalMs: 60_000,
    batchSize: 1000,
    maxBuffered: 10_000,
    logger,
    now: () => new Date("2026-03-01T10:00:00Z"),
    ...overrides,
  });
  return { analytics, written, warnings };
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
    analytics.record({ ...PERSON, userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }, view("/"));
    analytics.record({ ...PERSON, optedOut: true }, view("/"));
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

  it("holds at most maxBuffered events while nothing can be written, and says how many it dropped", async () => {
    const { analytics, written, warnings } = collector({ maxBuffered: 2 });
    for (const path of ["/1", "/2", "/3", "/4"]) analytics.record(PERSON, view(path));
    await analytics.flush();
    expect(written.flat().map((row) => row.path)).toEqual(["/1", "/2"]);
    expect(warnings).toContain("analytics events dropped: the buffer was full");
    await analytics.stop();
  });
});
