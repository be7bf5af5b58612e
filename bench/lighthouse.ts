import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBenchServer, stopServer } from "./support/production";

// npm run bench:lighthouse: Lighthouse's default mobile run (emulated phone, simulated slow
// 4G and CPU) against the production build, on the public page types. Targets: performance
// at least 95; accessibility, best practices and SEO 100. Each page is measured RUNS times and
// judged by its median, as Lighthouse advises: its simulation starts from a real page load,
// and one run's performance score moves by several points with what the machine is doing.
const PAGES = [
  "/",
  "/catalog",
  "/catalog/ai-fundamentals",
  "/catalog/ai-fundamentals/what-generative-ai-really-is",
  "/categories/ai-knowledge",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = 3;
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
const server = await startBenchServer(dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
let failed = false;
try {
  // Measure a warm server, as visitors meet it: the first request after start-up is not typical.
  for (const page of PAGES) for (let round = 0; round < 3; round += 1) await fetch(`${server.baseUrl}${page}`);
  console.log(
    `${"page".padEnd(56)}${CATEGORIES.map((category) => category.padStart(16)).join("")}  (performance, ${RUNS} runs)`,
  );
  for (const page of PAGES) {
    const runs: Report[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${server.baseUrl}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      // A run Lighthouse could not complete scores nothing; say why rather than count a 0.
      if (result.lhr.runtimeError) console.log(`  ${page}: run failed: ${result.lhr.runtimeError.message}`);
      else runs.push(result.lhr);
    }
    if (runs.length === 0) throw new Error(`Lighthouse could not measure ${page}`);
    const score = (lhr: Report, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    // The median run by performance stands for the page; the others show the spread.
    runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
    const median = runs[Math.floor(runs.length / 2)]!;
    const scores = CATEGORIES.map((category) => score(median, category));
    const spread = `(${runs.map((lhr) => score(lhr, "performance")).join(", ")})`;
    console.log(`${page.padEnd(56)}${scores.map((value) => String(value).padStart(16)).join("")}  ${spread}`);
    CATEGORIES.forEach((category, index) => {
      if (scores[index]! >= TARGETS[category]) return;
      failed = true;
      const audits = Object.values(median.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
        .filter((audit) => median.categories[category]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      console.log(`  ${category} below ${TARGETS[category]}: ${audits.join(", ")}`);
    });
  }
  console.log(failed ? "BELOW TARGET on at least one page" : "OK: every page meets the targets");
} finally {
  chrome.kill();
  await stopServer(server.process);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
