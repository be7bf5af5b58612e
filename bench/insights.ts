import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import autocannon from "autocannon";
import { sql, type Kysely } from "kysely";
import pino from "pino";
import { loadConfig } from "~/config.server";
import { openPostgres, openSqlite } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { Database } from "~/db/schema";
import { analyticsCollector } from "~/modules/analytics/analytics.server";
import { utcDay } from "~/modules/analytics/event-row.server";
import { sqlEventStore } from "~/modules/analytics/event-store.server";
import type { PageEvent } from "~/modules/analytics/events";
import { loadInsights } from "~/modules/analytics/insights/insights.server";
import { addDays, readRange } from "~/modules/analytics/insights/range";
import { maintainAnalytics } from "~/modules/analytics/rollup.server";
import { adminDatabaseUrl, databaseUrlFor } from "../tests/support/postgres-urls";
import { generateEvents } from "./support/analytics-data";
import {
  beaconEventsStored,
  CHROME,
  eventsPerBeacon,
  ONE_EVENT_BEACONS,
  openPageViews,
  PAGE_BEACONS,
  postBeacons,
  type Visitor,
} from "./support/beacon-load";
import { processCpuMs } from "./support/process-cpu";
import { percentile, startBenchServer, stopServer } from "./support/production";
import type { RunningServer } from "../tests/support/server-process";

// npm run bench:insights, three figures (targets in brackets):
// 1. the page script's weight on every page [< 1 KB gzip];
// 2. beacons at 5,000 events/s from 4,096 visitors (an address and a page view id each, so
//    no visitor reaches analytics' per-address limits) into the production server on SQLite while autocannon asks for
//    the cached home page at a fixed rate: events stored per second [>= 5,000] and the home
//    page's p99 beside a run without beacons [unchanged], with one event per beacon and with
//    the beacons the page script and the tools send (bench/support/beacon-load.ts), and beside
//    the same beacons sent to a server that records nothing (the generator's own share of the CPUs);
// 3. the dashboard's queries over 1,000,000 generated events (30 whole days, today's included,
//    finished days rolled up as the server does), p95 per range (today, 7 and 30 days, a custom
//    fortnight), on SQLite and, when DATABASE_URL is set, PostgreSQL [< 300 ms].
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const EVENTS_PER_SECOND = 5_000;
const HOME_PER_SECOND = 500;
const RUNS = 20;
/** Visitors the beacons come from, each at an address of its own with a page view of its own. */
const VISITORS = 4_096;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Bytes on the wire, as the server sends them for this Accept-Encoding (fetch would decode them). */
function servedBytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": encoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

async function pageScriptWeight(baseUrl: string): Promise<void> {
  const html = await (await fetch(baseUrl)).text();
  const src = /<script type="module" src="(\/assets\/analytics-[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error("no page script on /");
  const url = baseUrl + src;
  console.log(
    `\n1. Page script ${src}: ${await servedBytes(url, "identity")} B raw, ${await servedBytes(url, "gzip")} B gzip, ${await servedBytes(url, "br")} B brotli as served [target < 1024 B gzip]`,
  );
}

/** The collector alone, into SQLite with its yields between chunks: what ingestion can take, HTTP aside. */
async function collectorCapacity(dataDir: string): Promise<void> {
  const db = openSqlite(path.join(dataDir, "collector.db"));
  await migrateToLatest(db);
  const config = loadConfig({ NODE_ENV: "production", SITE_URL: "https://bench.example", ANALYTICS_BATCH_SIZE: "500" });
  const collector = analyticsCollector(db, config, pino({ level: "silent" }));
  const total = 100_000;
  const started = performance.now();
  for (let index = 0; index < total; index += 1) {
    collector.record(
      { address: `198.18.${(index >> 8) & 255}.${index & 255}`, userAgent: CHROME, optedOut: false },
      { name: "read", subject: "ai-fundamentals", position: 2, amount: 75, path: "/catalog/ai-fundamentals/two" },
    );
    if (index % 500 === 499) await collector.flush();
  }
  await collector.stop();
  const seconds = (performance.now() - started) / 1000;
  await db.destroy();
  console.log(
    `   collector alone: ${total} events hashed and written in ${seconds.toFixed(1)} s = ${Math.round(total / seconds)} events/s`,
  );
}

/**
 * The cached home page, asked for from a worker thread of its own: timed on the event loop that
 * posts thousands of beacons a second, its latency would include that client's backlog (a p50
 * of 4–5 ms while the server's own event loop stayed at 1 ms).
 */
const home = (baseUrl: string) =>
  autocannon({
    url: `${baseUrl}/`,
    connections: 10,
    overallRate: HOME_PER_SECOND,
    duration: SECONDS,
    headers: { "User-Agent": "bench" },
    workers: 1,
  });

/**
 * Beacons at the target rate while the cached home page is asked for: events stored per
 * second, and the server's CPU time per beacon (home page requests included), a figure other
 * jobs on the machine do not inflate.
 */
async function ingest(
  server: RunningServer,
  dataDir: string,
  label: string,
  beacons: PageEvent[][],
  visitors: readonly Visitor[],
) {
  const before = await beaconEventsStored(dataDir);
  const cpuBefore = processCpuMs(server.process.pid);
  const [page, posted] = await Promise.all([
    home(server.baseUrl),
    postBeacons(server.baseUrl, beacons, visitors, { eventsPerSecond: EVENTS_PER_SECOND, seconds: SECONDS }),
  ]);
  const cpuUsed = (processCpuMs(server.process.pid) ?? Number.NaN) - (cpuBefore ?? Number.NaN);
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // the last batch is written within a second
  const stored = (await beaconEventsStored(dataDir)) - before;
  const perBeacon = eventsPerBeacon(beacons);
  console.log(`   ${label}, ${perBeacon} event${perBeacon === 1 ? "" : "s"} per beacon:`);
  console.log(
    `     beacons answered: ${posted.requests.total} (${posted.non2xx} not 204, ${posted.errors + posted.timeouts} errors); events stored: ${stored} = ${Math.round(stored / SECONDS)} events/s [target >= ${EVENTS_PER_SECOND}]`,
  );
  console.log(
    `     beacon latency p50 ${ms(posted.latency.p50)}, p99 ${ms(posted.latency.p99)}; server CPU ${Math.round((cpuUsed * 1000) / posted.requests.total)} µs per beacon`,
  );
  console.log(`     home page meanwhile p50 / p99: ${ms(page.latency.p50)} / ${ms(page.latency.p99)}`);
}

async function ingestWhileServing(server: RunningServer, dataDir: string): Promise<void> {
  await home(server.baseUrl); // warms the page cache and the JIT
  const alone = await home(server.baseUrl);
  const visitors = await openPageViews(server.baseUrl, VISITORS);
  console.log(
    `\n2. Ingest on SQLite, ${EVENTS_PER_SECOND} events/s offered for ${SECONDS} s each from ${VISITORS} visitors (an address and a page view each), home page at ${HOME_PER_SECOND} req/s (cached):`,
  );
  console.log(`   home page alone p50 / p99: ${ms(alone.latency.p50)} / ${ms(alone.latency.p99)}`);
  await ingest(server, dataDir, "one event per beacon", ONE_EVENT_BEACONS, visitors);
  await ingest(server, dataDir, "page beacons (page script and tools)", PAGE_BEACONS, visitors);
}

/**
 * The control for the home page's p99: the same beacons posted to a server that records
 * nothing (ANALYTICS_ENABLED=false), so the load generator and the HTTP work share the two
 * CPUs as before. What differs from the runs above is the hashing and the writes.
 */
async function servingWithoutIngestion(dataDir: string): Promise<void> {
  const control = await startBenchServer(path.join(dataDir, "control"), {
    ...BENCH_SERVER,
    ANALYTICS_ENABLED: "false",
  });
  try {
    await home(control.baseUrl);
    const visitors = await openPageViews(control.baseUrl, VISITORS);
    const [page] = await Promise.all([
      home(control.baseUrl),
      postBeacons(control.baseUrl, PAGE_BEACONS, visitors, { eventsPerSecond: EVENTS_PER_SECOND, seconds: SECONDS }),
    ]);
    console.log(
      `   control, the same page beacons to a server that records none: home page p50 / p99 ${ms(page.latency.p50)} / ${ms(page.latency.p99)}`,
    );
  } finally {
    await stopServer(control.process);
  }
}

/** The ranges timed: the three presets, and a custom fortnight of rolled-up days only. */
function dashboardRanges(today: string): [string, URLSearchParams][] {
  const custom = { range: "custom", from: addDays(today, -20), to: addDays(today, -7) };
  return [
    ["today", new URLSearchParams({ range: "today" })],
    ["7d", new URLSearchParams({ range: "7d" })],
    ["30d", new URLSearchParams({ range: "30d" })],
    [`custom ${custom.from}..${custom.to}`, new URLSearchParams(custom)],
  ];
}

async function timeDashboard(label: string, db: Kysely<Database>): Promise<void> {
  const today = utcDay(new Date());
  let started = performance.now();
  await generateEvents(db, EVENTS, 30);
  console.log(
    `\n3. ${label}: ${EVENTS} events over 30 whole days (${Math.round(EVENTS / 30)} today), in time order, stored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const store = sqlEventStore(db);
  started = performance.now();
  const { rolledUp } = await maintainAnalytics(db, store, { retentionDays: 30 });
  console.log(`   roll-up of ${rolledUp.length} finished days: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await (label === "SQLite" ? sql`PRAGMA wal_checkpoint(TRUNCATE)` : sql`VACUUM ANALYZE`).execute(db);
  for (const [name, params] of dashboardRanges(today)) {
    const range = readRange(params, today).range;
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const begun = performance.now();
      const cpu = process.cpuUsage();
      await loadInsights(db, store, range, "bench.example");
      times.push(performance.now() - begun);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    // SQLite runs inside this process, so its CPU time is the work itself, whatever else the machine runs.
    const cpu = label === "SQLite" ? `, CPU p50 ${ms(percentile(cpuTimes, 50))}` : "";
    console.log(
      `   whole dashboard, ${name.padEnd(5)}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}${cpu} [target < 300 ms]`,
    );
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-insights-"));
// A chosen admin, so the server does not print a generated password into the figures; this
// machine trusted as a proxy, so the beacons can come from many visitors' addresses.
const BENCH_SERVER = {
  ADMIN_EMAIL: "bench@example.com",
  ADMIN_PASSWORD: "bench-password-123",
  TRUST_PROXY: "loopback",
};
const server = await startBenchServer(dataDir, BENCH_SERVER);
try {
  await pageScriptWeight(server.baseUrl);
  await ingestWhileServing(server, dataDir);
  await collectorCapacity(dataDir);
} finally {
  await stopServer(server.process);
}
await servingWithoutIngestion(dataDir);

const sqlite = openSqlite(path.join(dataDir, "dashboard.db"));
await migrateToLatest(sqlite);
await timeDashboard("SQLite", sqlite);
await sqlite.destroy();

if (process.env.DATABASE_URL) {
  const name = `bench_insights_${process.pid}`;
  const admin = openPostgres(adminDatabaseUrl(process.env.DATABASE_URL));
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  const postgres = openPostgres(databaseUrlFor(process.env.DATABASE_URL, name));
  try {
    await migrateToLatest(postgres);
    await timeDashboard("PostgreSQL", postgres);
  } finally {
    await postgres.destroy();
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
    await admin.destroy();
  }
} else console.log("\n(PostgreSQL skipped: set DATABASE_URL to time the dashboard there too)");
fs.rmSync(dataDir, { recursive: true, force: true });
