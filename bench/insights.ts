import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import autocannon from "autocannon";
import { sql, type Kysely } from "kysely";
import pino from "pino";
import { loadConfig } from "~/config.server";
import { openPostgres, openSqlite, sqliteFilePath } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { Database } from "~/db/schema";
import { analyticsCollector } from "~/modules/analytics/analytics.server";
import { sqlEventStore } from "~/modules/analytics/event-store.server";
import { loadInsights } from "~/modules/analytics/insights/insights.server";
import { readRange } from "~/modules/analytics/insights/range";
import { maintainAnalytics } from "~/modules/analytics/rollup.server";
import { adminDatabaseUrl, databaseUrlFor } from "../tests/support/postgres-urls";
import { generateEvents } from "./support/analytics-data";
import { percentile, startBenchServer, stopServer } from "./support/production";

// npm run bench:insights, three figures (targets in brackets):
// 1. the page script's weight on every page [< 1 KB gzip];
// 2. beacons at 5,000 events/s into the production server on SQLite while autocannon asks for
//    the cached home page at a fixed rate: events stored per second [>= 5,000] and the home
//    page's p99 beside a run without beacons [unchanged];
// 3. the dashboard's queries over 1,000,000 generated events (30 days, finished days rolled up
//    as the server does), p95 per range, on SQLite and, when DATABASE_URL is set, PostgreSQL [< 300 ms].
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BEACONS_PER_SECOND = 5_000;
const HOME_PER_SECOND = 500;
const RUNS = 20;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";

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
  const src = /<script type="module" src="(\/assets\/page-script-[^"]+\.js)"/.exec(html)?.[1];
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

const home = (baseUrl: string) =>
  autocannon({
    url: `${baseUrl}/`,
    connections: 10,
    overallRate: HOME_PER_SECOND,
    duration: SECONDS,
    headers: { "User-Agent": "bench" },
  });

async function ingestWhileServing(baseUrl: string, dataDir: string): Promise<void> {
  await home(baseUrl); // warms the page cache and the JIT
  const alone = await home(baseUrl);
  const beacon = JSON.stringify({
    name: "read",
    subject: "ai-fundamentals",
    position: 2,
    amount: 75,
    path: "/catalog/ai-fundamentals/two",
  });
  const [withBeacons, beacons] = await Promise.all([
    home(baseUrl),
    autocannon({
      url: `${baseUrl}/api/event`,
      method: "POST",
      body: beacon,
      headers: { "User-Agent": CHROME, "Content-Type": "text/plain;charset=UTF-8" },
      connections: 50,
      overallRate: BEACONS_PER_SECOND,
      duration: SECONDS,
    }),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // the last batch is written within a second
  const db = openSqlite(sqliteFilePath(dataDir));
  const { count } = await db
    .selectFrom("analytics_events")
    .select(sql<number>`count(*)`.as("count"))
    .where("name", "=", "read")
    .executeTakeFirstOrThrow();
  await db.destroy();
  console.log(`\n2. Ingest on SQLite, ${SECONDS} s, home page at ${HOME_PER_SECOND} req/s (cached):`);
  console.log(
    `   beacons answered: ${beacons.requests.total} (${beacons.non2xx} not 204, ${beacons.errors + beacons.timeouts} errors), events stored: ${count} = ${Math.round(Number(count) / SECONDS)} events/s [target >= ${BEACONS_PER_SECOND}]`,
  );
  console.log(`   beacon latency p50 ${ms(beacons.latency.p50)}, p99 ${ms(beacons.latency.p99)}`);
  console.log(
    `   home page p50 / p99 alone: ${ms(alone.latency.p50)} / ${ms(alone.latency.p99)}; while ingesting: ${ms(withBeacons.latency.p50)} / ${ms(withBeacons.latency.p99)}`,
  );
}

async function timeDashboard(label: string, db: Kysely<Database>): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  let started = performance.now();
  await generateEvents(db, EVENTS, 30);
  console.log(
    `\n3. ${label}: ${EVENTS} events over 30 days stored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const store = sqlEventStore(db);
  started = performance.now();
  const { rolledUp } = await maintainAnalytics(db, store, { retentionDays: 30 });
  console.log(`   roll-up of ${rolledUp.length} finished days: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await (label === "SQLite" ? sql`PRAGMA wal_checkpoint(TRUNCATE)` : sql`VACUUM ANALYZE`).execute(db);
  for (const key of ["today", "7d", "30d"]) {
    const range = readRange(new URLSearchParams({ range: key }), today).range;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const begun = performance.now();
      await loadInsights(db, store, range, "bench.example");
      times.push(performance.now() - begun);
    }
    times.sort((a, b) => a - b);
    console.log(
      `   whole dashboard, ${key.padEnd(5)}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} [target < 300 ms]`,
    );
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-insights-"));
const server = await startBenchServer(dataDir, {
  ADMIN_EMAIL: "bench@example.com",
  ADMIN_PASSWORD: "bench-password-123",
});
try {
  await pageScriptWeight(server.baseUrl);
  await ingestWhileServing(server.baseUrl, dataDir);
  await collectorCapacity(dataDir);
} finally {
  await stopServer(server.process);
}

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
