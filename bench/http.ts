import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSqlite, sqliteFilePath } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { seededRandom } from "~/modules/random/seeded-random";
import { demoVocabulary, generatePlaybook } from "./support/catalog-data";
import { measure, type LoadResult } from "./support/load";
import { startNginx } from "./support/nginx";
import { ensureProductionBuild } from "./support/production";
import { startProductionServer, stopServer } from "../tests/support/server-process";

// npm run bench:http: 1,000 generated playbooks in a scratch SQLite database, then autocannon
// (100 connections, 10 s per run) against the production server for /, /catalog, a catalog
// search and a part page: with the page cache on; with it off, in one process and in one
// worker per CPU (SERVER_WORKERS); side by side with nginx serving the same bytes as static
// files. Targets: the cached part page at least half of nginx's requests per second with p99
// under 50 ms; uncached, with a worker per CPU, at least 600 part pages and 400 home pages a
// second.
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
    .map((cell) => cell.padStart(10))
    .join("")}`;
const format = (result: LoadResult) => [
  Math.round(result.requestsPerSecond).toString(),
  result.p50Ms.toFixed(1),
  result.p99Ms.toFixed(1),
  result.timeouts.toString(),
];

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

  console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, on ${os.cpus().length} CPUs`);
  console.log(row(["Page", "Server", "req/s", "p50 ms", "p99 ms", "timeouts"]));
  const results = new Map<string, LoadResult>();
  for (const page of pages) {
    const targets: [string, string][] = [
      ["node, cache on", `${cached.baseUrl}${page.path}`],
      ["node, cache off", `${uncached.baseUrl}${page.path}`],
      [`node ×${WORKERS}, cache off`, `${uncachedWorkers.baseUrl}${page.path}`],
      ["nginx, static", `${nginx.baseUrl}/${page.file}`],
    ];
    for (const [label, url] of targets) {
      const result = await measure(url, { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
      if (result.non2xx > 0) throw new Error(`${label} ${page.path}: ${result.non2xx} answers were not 2xx`);
      results.set(`${page.file} ${label}`, result);
      console.log(row([page.label, label, ...format(result)]));
    }
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
    const ok = perSecond >= target;
    failed ||= !ok;
    console.log(
      `${ok ? "OK" : "MISSED"}: uncached ${file === "part.html" ? "part page" : "/"} ${Math.round(perSecond)} req/s ` +
        `with ${WORKERS} workers (target ${target}; ${Math.round(single)} in one process)`,
    );
  }
} finally {
  await Promise.all([...servers.map((server) => stopServer(server.process)), nginx.stop()]);
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
