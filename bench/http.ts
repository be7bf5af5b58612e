import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSqlite, sqliteFilePath } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { seededRandom } from "~/modules/random/seeded-random";
import { demoVocabulary, generatePlaybook } from "./support/catalog-data";
import { measure, type LoadResult } from "./support/load";
import { calibrateCpu, cpuSecondsOf, describeMachine, machineCpuSeconds } from "./support/machine";
import { startNginx } from "./support/nginx";
import { ensureProductionBuild } from "./support/production";
import { startProductionServer, stopServer } from "../tests/support/server-process";

// npm run bench:http: 1,000 generated playbooks in a scratch SQLite database, then autocannon
// (100 connections, 10 s per run) against the production server for /, /catalog, a catalog
// search and a part page: with the page cache on; with it off, in one process and in one
// worker per CPU (SERVER_WORKERS); side by side with nginx serving the same bytes as static
// files. Targets: the cached part page at least half of nginx's requests per second with p99
// under 50 ms; uncached, with a worker per CPU, at least 600 part pages and 400 home pages a
// second. Each uncached figure is also printed as a share of nginx's on the same page in the
// same run, with the server's CPU time per request and the CPU the machine's hypervisor took
// (steal): requests per second follow the CPU a run gets, so only those compare across
// machines (docs/operations.md, "Why bench:http differs between machines").
const PLAYBOOKS = Number(process.env.BENCH_PLAYBOOKS ?? 1000);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const NGINX_SHARE_TARGET = 0.5;
const P99_TARGET_MS = 50;
const UNCACHED_TARGETS = { "part.html": 600, "home.html": 400 } as const;
const WORKERS = os.cpus().length;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-http-"));
const dataDir = path.join(workDir, "data");
const staticRoot = path.join(workDir, "static");
fs.mkdirSync(staticRoot, { recursive: true });
// nginx's worker runs as another user: it must be able to read the static copies.
fs.chmodSync(workDir, 0o755);

async function fillScratchDatabase(): Promise<string> {
  const db = openSqlite(sqliteFilePath(dataDir));
  await migrateToLatest(db);
  const vocabulary = demoVocabulary();
  const random = seededRandom(2025);
  for (let index = 0; index < PLAYBOOKS; index += 1)
    await upsertPlaybook(db, generatePlaybook(index, vocabulary, random));
  const part = await db
    .selectFrom("playbook_parts")
    .innerJoin("playbooks", "playbooks.id", "playbook_parts.playbook_id")
    .select(["playbooks.slug as playbook", "playbook_parts.slug as part"])
    .orderBy("playbooks.slug")
    .orderBy("playbook_parts.position")
    .executeTakeFirstOrThrow();
  await db.destroy();
  return `/catalog/${part.playbook}/${part.part}`;
}

const row = (cells: string[]) =>
  `${cells[0]!.padEnd(20)}${cells[1]!.padEnd(18)}${cells
    .slice(2)
    .map((cell) => cell.padStart(11))
    .join("")}`;

interface Run extends LoadResult {
  /** The server's CPU time per answer (all its processes); undefined for nginx. */
  cpuMsPerRequest?: number;
  /** Share of the machine's CPU time its hypervisor gave to other guests during the run. */
  stealShare: number;
}

const format = (run: Run) => [
  Math.round(run.requestsPerSecond).toString(),
  run.p50Ms.toFixed(1),
  run.p99Ms.toFixed(1),
  run.timeouts.toString(),
  run.cpuMsPerRequest === undefined ? "-" : run.cpuMsPerRequest.toFixed(2),
  `${(run.stealShare * 100).toFixed(0)}%`,
];

/** One autocannon run, with what the server and the machine spent meanwhile. */
async function measureRun(url: string, serverPid: number | undefined): Promise<Run> {
  const serverBefore = serverPid === undefined ? 0 : cpuSecondsOf(serverPid);
  const machineBefore = machineCpuSeconds();
  const result = await measure(url, { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
  const machineAfter = machineCpuSeconds();
  const spent = serverPid === undefined ? undefined : cpuSecondsOf(serverPid) - serverBefore;
  const busy = machineAfter.busy - machineBefore.busy;
  const steal = machineAfter.steal - machineBefore.steal;
  return {
    ...result,
    cpuMsPerRequest: spent === undefined ? undefined : (spent * 1000) / Math.max(1, result.requests),
    stealShare: steal / Math.max(0.01, busy + steal),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

const cpu = await calibrateCpu();
console.log(
  `CPU: ${cpu.singleRoundsPerSecond} render-like rounds/s on one thread, ×${cpu.twoThreadScaling.toFixed(2)} on two ` +
    "(2.00: two free cores; about 1.2: hyperthreads of one core or a busy host)",
);
console.log(`Scratch SQLite database: ${PLAYBOOKS} generated playbooks`);
const partPath = await fillScratchDatabase();
ensureProductionBuild();
const env = { DATA_DIR: dataDir, SEED_DEMO_CONTENT: "false", LOG_LEVEL: "warn" };
const cached = await startProductionServer({ ...env, PAGE_CACHE_MAX_MB: "64" });
const uncached = await startProductionServer({ ...env, PAGE_CACHE_MAX_MB: "0" });
const uncachedWorkers = await startProductionServer({
  ...env,
  PAGE_CACHE_MAX_MB: "0",
  SERVER_WORKERS: String(WORKERS),
});
const servers = [cached, uncached, uncachedWorkers];
const nginx = await startNginx(staticRoot, workDir).catch(async (error: unknown) => {
  await Promise.all(servers.map((server) => stopServer(server.process)));
  throw error;
});

let failed = false;
try {
  const pages = [
    { label: "/", path: "/", file: "home.html" },
    { label: "/catalog", path: "/catalog", file: "catalog.html" },
    // Searches are rarely the same twice, so rarely cached.
    { label: "search", path: "/catalog?search=business+customers", file: "search.html" },
    { label: "part page", path: partPath, file: "part.html" },
  ];
  console.log(`Part page: ${partPath}`);
  for (const page of pages) {
    // The exact bytes a visitor without compression gets, for nginx to serve.
    const bytes = Buffer.from(await (await fetch(`${cached.baseUrl}${page.path}`)).arrayBuffer());
    fs.writeFileSync(path.join(staticRoot, page.file), bytes);
    page.label = `${page.label} (${Math.round(bytes.length / 1024)} kB)`;
  }

  console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, on ${describeMachine()}`);
  console.log(row(["Page", "Server", "req/s", "p50 ms", "p99 ms", "timeouts", "CPU ms/req", "steal"]));
  const results = new Map<string, Run>();
  for (const page of pages) {
    const targets: [string, string, number | undefined][] = [
      ["node, cache on", `${cached.baseUrl}${page.path}`, cached.process.pid],
      ["node, cache off", `${uncached.baseUrl}${page.path}`, uncached.process.pid],
      [`node ×${WORKERS}, cache off`, `${uncachedWorkers.baseUrl}${page.path}`, uncachedWorkers.process.pid],
      ["nginx, static", `${nginx.baseUrl}/${page.file}`, undefined],
    ];
    for (const [label, url, pid] of targets) {
      const result = await measureRun(url, pid);
      if (result.non2xx > 0) throw new Error(`${label} ${page.path}: ${result.non2xx} answers were not 2xx`);
      results.set(`${page.file} ${label}`, result);
      console.log(row([page.label, label, ...format(result)]));
    }
  }

  console.log("\nUncached, as a share of nginx serving the same page in this run:");
  for (const page of pages) {
    const nginxRate = results.get(`${page.file} nginx, static`)!.requestsPerSecond;
    const shares = ["node, cache off", `node ×${WORKERS}, cache off`].map((label) => {
      const rate = results.get(`${page.file} ${label}`)!.requestsPerSecond;
      return `${label} ${Math.round(rate)} req/s = ${percent(rate / nginxRate)}`;
    });
    console.log(`  ${page.label}: ${shares.join("; ")} of nginx's ${Math.round(nginxRate)}`);
  }

  const cachedPart = results.get("part.html node, cache on")!;
  const share = cachedPart.requestsPerSecond / results.get("part.html nginx, static")!.requestsPerSecond;
  const shareOk = share >= NGINX_SHARE_TARGET;
  const latencyOk = cachedPart.p99Ms < P99_TARGET_MS;
  console.log(
    `\n${shareOk ? "OK" : "MISSED"}: cached part page at ${(share * 100).toFixed(0)}% of nginx's requests per second (target ${NGINX_SHARE_TARGET * 100}%)`,
  );
  console.log(
    `${latencyOk ? "OK" : "MISSED"}: cached part page p99 ${cachedPart.p99Ms.toFixed(1)} ms (target under ${P99_TARGET_MS} ms)`,
  );
  failed = !shareOk || !latencyOk;
  for (const [file, target] of Object.entries(UNCACHED_TARGETS)) {
    const perSecond = results.get(`${file} node ×${WORKERS}, cache off`)!.requestsPerSecond;
    const single = results.get(`${file} node, cache off`)!.requestsPerSecond;
    const nginxRate = results.get(`${file} nginx, static`)!.requestsPerSecond;
    const ok = perSecond >= target;
    failed ||= !ok;
    console.log(
      `${ok ? "OK" : "MISSED"}: uncached ${file === "part.html" ? "part page" : "/"} ${Math.round(perSecond)} req/s ` +
        `with ${WORKERS} workers, ${percent(perSecond / nginxRate)} of nginx (target ${target}; ` +
        `${Math.round(single)} in one process)`,
    );
  }
} finally {
  await Promise.all([...servers.map((server) => stopServer(server.process)), nginx.stop()]);
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
