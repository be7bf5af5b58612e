import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { measure } from "./support/load";
import { CATEGORIES, launchLighthouseChrome, lighthouseMedian, type MedianResult } from "./support/lighthouse-median";
import { startNginx } from "./support/nginx";
import { weigh } from "./support/page-weight";
import { startBenchServer, stopServer } from "./support/production";
import { writeStarlightLibrary } from "./peer/generate";

// npm run bench:peer: the demo library as our site and as an Astro Starlight site (bench/peer,
// its own package.json, served as static files by nginx), side by side in one run. For the
// home, an overview and a part of each: script gzip (inline included, as each server sends it),
// Lighthouse mobile (median of three runs) and requests per second (autocannon, 100
// connections; our server with its page cache, as it runs). Target: on every page, no more
// script and no lower Lighthouse score than Starlight.
const PEER_DIR = path.resolve("bench/peer");
const PAGES = [
  { label: "home", path: "/" },
  { label: "overview", path: "/catalog/ai-fundamentals" },
  { label: "part", path: "/catalog/ai-fundamentals/what-generative-ai-really-is" },
];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
}

/** Starlight's packages stay in bench/peer/node_modules, out of the app's dependencies. */
function buildPeer(): string {
  if (!fs.existsSync(path.join(PEER_DIR, "node_modules/astro"))) {
    console.log("Installing Astro and Starlight into bench/peer ...");
    run("npm", ["ci", "--no-audit", "--no-fund"], PEER_DIR);
  }
  writeStarlightLibrary(path.resolve("content"), PEER_DIR);
  console.log("Building the Starlight site ...");
  run("npx", ["astro", "build"], PEER_DIR);
  return path.join(PEER_DIR, "dist");
}

interface Measured {
  scriptKb: number;
  lighthouse: MedianResult;
  requestsPerSecond: number;
}

const peerRoot = buildPeer();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-peer-"));
fs.chmodSync(workDir, 0o755);
// nginx's worker runs as another user: the build must be readable from the top down.
const servedRoot = path.join(workDir, "starlight");
fs.cpSync(peerRoot, servedRoot, { recursive: true });
const ours = await startBenchServer(path.join(workDir, "data"));
const peer = await startNginx(servedRoot, workDir, { gzip: true });
const chrome = await launchLighthouseChrome();
let missed = false;
try {
  const sites = [
    { name: "ours", baseUrl: ours.baseUrl, address: (page: string) => page },
    // Starlight's pages are folders: /catalog/x/ (its links and canonical addresses say so).
    { name: "Starlight", baseUrl: peer.baseUrl, address: (page: string) => (page === "/" ? page : `${page}/`) },
  ];
  for (const site of sites) for (const page of PAGES) await fetch(`${site.baseUrl}${site.address(page.path)}`);

  const results = new Map<string, Measured>();
  for (const page of PAGES) {
    for (const site of sites) {
      const url = `${site.baseUrl}${site.address(page.path)}`;
      const weight = await weigh(site.baseUrl, site.address(page.path));
      const lighthouse = await lighthouseMedian(url, chrome.port);
      const load = await measure(url, { connections: 100, durationSeconds: SECONDS });
      if (load.non2xx > 0) throw new Error(`${url}: ${load.non2xx} answers were not 2xx`);
      results.set(`${page.label} ${site.name}`, {
        scriptKb: weight.js.gzip + weight.inlineJsKb,
        lighthouse,
        requestsPerSecond: load.requestsPerSecond,
      });
    }
  }

  const header = ["page", "site", "script gzip KB", ...CATEGORIES, "req/s"];
  console.log(
    `\nOn ${os.cpus().length} CPUs; Lighthouse mobile, median of 3; autocannon 100 connections, ${SECONDS} s`,
  );
  console.log(header.map((cell, index) => (index < 2 ? cell.padEnd(11) : cell.padStart(15))).join(""));
  for (const page of PAGES) {
    for (const site of sites) {
      const { scriptKb, lighthouse, requestsPerSecond } = results.get(`${page.label} ${site.name}`)!;
      const cells = [
        scriptKb.toFixed(1),
        ...CATEGORIES.map((category) => String(lighthouse.scores[category])),
        String(Math.round(requestsPerSecond)),
      ];
      console.log(`${page.label.padEnd(11)}${site.name.padEnd(11)}${cells.map((cell) => cell.padStart(15)).join("")}`);
    }
    const ourPage = results.get(`${page.label} ours`)!;
    const peerPage = results.get(`${page.label} Starlight`)!;
    const lessScript = ourPage.scriptKb <= peerPage.scriptKb;
    const lowerScores = CATEGORIES.filter(
      (category) => ourPage.lighthouse.scores[category] < peerPage.lighthouse.scores[category],
    );
    missed ||= !lessScript || lowerScores.length > 0;
    if (!lessScript) console.log(`  MISSED: more script than Starlight on the ${page.label} page`);
    if (lowerScores.length > 0) console.log(`  MISSED: lower than Starlight in ${lowerScores.join(", ")}`);
  }
  console.log(
    missed
      ? "MISSED on at least one page"
      : "OK: on every page, no more script and no lower Lighthouse score than Starlight",
  );
} finally {
  chrome.kill();
  await Promise.all([stopServer(ours.process), peer.stop()]);
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exitCode = missed ? 1 : 0;
