import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "~/config.server";
import { openDatabase } from "~/db/connection.server";
import { BEEHIIV_DELIVERY } from "~/db/queries/leads.server";
import { startFakeBeehiiv } from "../tests/support/fake-beehiiv";
import { percentile, startBenchServer, stopServer } from "./support/production";

// npm run bench:leads: 2,000 subscriptions from 50 concurrent clients against the production
// server (SQLite), each from its own address. Every one must be answered 200 and stored; then the
// lead delivery jobs must deliver every lead to a local fake beehiiv exactly once.
const TOTAL = 2_000;
const CLIENTS = 50;
const DELIVERY_TIMEOUT_MS = 180_000;

/** A distinct address per subscription from 198.18.0.0/15, the range set aside for benchmarks. */
const addressFor = (index: number) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;

const fake = await startFakeBeehiiv();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-leads-"));
const server = await startBenchServer(dataDir, {
  BEEHIIV_API_KEY: "bench-key",
  BEEHIIV_PUBLICATION_ID: "pub_bench",
  BEEHIIV_API_BASE: fake.url,
  // An admin of its own keeps the first-start password notice out of the report.
  ADMIN_EMAIL: "bench@example.com",
  ADMIN_PASSWORD: randomUUID(),
  // Each subscriber comes from an address of its own, named by X-Forwarded-For from this machine.
  TRUST_PROXY: "loopback",
});
const problems: string[] = [];

try {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  let next = 0;
  const client = async () => {
    for (let index = next++; index < TOTAL; index = next++) {
      const started = performance.now();
      try {
        const response = await fetch(`${server.baseUrl}/api/subscribe`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: server.baseUrl, "X-Forwarded-For": addressFor(index) },
          body: JSON.stringify({
            email: `bench-${index}@example.com`,
            leadMagnet: "AI Business Quiz",
            utmSource: "bench",
            utmCampaign: `run-${index % 7}`,
          }),
        });
        await response.arrayBuffer();
        if (response.status !== 200)
          errors.set(`HTTP ${response.status}`, (errors.get(`HTTP ${response.status}`) ?? 0) + 1);
      } catch (error) {
        const message = (error as Error).message;
        errors.set(message, (errors.get(message) ?? 0) + 1);
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);

  console.log(
    `Subscriptions: ${TOTAL} from ${CLIENTS} concurrent clients in ${seconds.toFixed(2)} s (${Math.round(TOTAL / seconds)} req/s)`,
  );
  console.log(
    `Latency: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
  );
  console.log(
    `Errors: ${errorCount}${errorCount ? ` (${[...errors].map(([error, count]) => `${error} x${count}`).join(", ")})` : ""}`,
  );
  if (errorCount > 0) problems.push(`${errorCount} requests failed`);

  const deliveryStarted = performance.now();
  while (fake.accepted.size < TOTAL && performance.now() - deliveryStarted < DELIVERY_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Give a late duplicate, if a delivery job ever sent one, the chance to show up.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const duplicates = [...fake.accepted.values()].filter((count) => count > 1).length;
  console.log(
    `Delivery: ${fake.accepted.size} of ${TOTAL} leads accepted by the fake beehiiv ${((performance.now() - deliveryStarted) / 1000 - 3).toFixed(1)} s after the last answer; ${duplicates} delivered more than once; ${fake.requests.length} provider requests`,
  );
  if (fake.accepted.size !== TOTAL) problems.push(`${TOTAL - fake.accepted.size} leads not delivered`);
  if (duplicates > 0 || fake.requests.length !== TOTAL) problems.push("duplicate deliveries");
} finally {
  await stopServer(server.process);
  await fake.close();
}

// Read the database after the server stopped, as an operator would.
const db = openDatabase(loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir }));
try {
  const leads = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const delivered = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("kind", "=", BEEHIIV_DELIVERY)
    .where("status", "=", "done")
    .executeTakeFirstOrThrow();
  console.log(`Stored: ${Number(leads.count)} leads, ${Number(delivered.count)} marked delivered`);
  if (Number(leads.count) !== TOTAL) problems.push(`${TOTAL - Number(leads.count)} leads not stored`);
} finally {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`FAILED: ${problems.join("; ")}`);
  process.exitCode = 1;
} else {
  console.log("OK: every subscription stored and delivered exactly once.");
}
